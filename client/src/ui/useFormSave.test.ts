import { formFieldOf, placeFieldProblems } from './useFormSave';

describe('the server’s field messages on a form', () => {
  it('names the form’s field: amounts without "Cents", quantities without "Thousandths", no "input."', () => {
    expect(formFieldOf('input.billedCents')).toBe('billed');
    expect(formFieldOf('perPersonLimitCents')).toBe('perPersonLimit');
    expect(formFieldOf('input.unitsThousandths')).toBe('units');
    expect(formFieldOf('lastVisitOn')).toBe('lastVisitOn');
  });

  it('places each message at its field, and says the others in one sentence', () => {
    expect(placeFieldProblems({ 'input.billedCents': 'Too much.', followUpOn: 'Too early.', id: 'On an invoice.' }, ['billed', 'followUpOn'])).toEqual({
      errors: { billed: 'Too much.', followUpOn: 'Too early.' },
      elsewhere: 'On an invoice.',
    });
    expect(placeFieldProblems({ payee: 'Enter who was paid.' }, ['payee'])).toEqual({ errors: { payee: 'Enter who was paid.' }, elsewhere: null });
  });
});

describe('server field messages the form names itself', () => {
  it('places a nested field where `fieldOf` says, and leaves the rest to the usual rule', () => {
    const fieldOf = (path: string) => (path === 'terms.tiers.0.rate' ? 'tiers.2.rate' : path === 'policyId' || path === 'partyId' ? 'otherSide' : null);
    expect(placeFieldProblems({ 'input.terms.tiers.0.rate': 'Enter a percentage.', policyId: 'Not this case’s.', partyId: 'Not both.', signedOn: 'In the future.', x: 'Other.' }, ['signedOn'], fieldOf)).toEqual({
      errors: { 'tiers.2.rate': 'Enter a percentage.', otherSide: 'Not this case’s. Not both.', signedOn: 'In the future.' },
      elsewhere: 'Other.',
    });
  });
});
