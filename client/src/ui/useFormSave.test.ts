import { useForm } from '@mantine/form';
import { act, renderHook, waitFor } from '@testing-library/react';
import { FieldProblem, formFieldOf, placeFieldProblems, useFormSave } from './useFormSave';

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

describe('a field’s failure found while sending', () => {
  it('shows at its field, not above the form, and the record is not saved', async () => {
    const onSaved = jest.fn();
    const { result } = renderHook(() => {
      const form = useForm({ initialValues: { name: 'Demand letter', documentId: null as string | null } });
      return { form, ...useFormSave(form, { fallback: 'Not saved.', onSaved }) };
    });
    act(() => result.current.submit(async () => Promise.reject(new FieldProblem('documentId', 'The file is larger than the 10 MB limit.')))());
    await waitFor(() => expect(result.current.form.errors).toEqual({ documentId: 'The file is larger than the 10 MB limit.' }));
    expect(result.current.problem).toBeNull();
    expect(result.current.saving).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
