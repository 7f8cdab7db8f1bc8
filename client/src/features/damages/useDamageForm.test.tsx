import { damageInput, damageValues, isByRate, rateAmountCents } from './useDamageForm';
import { rateOf } from './DamagesPanel';
import type { EconomicDamageFieldsFragment } from '../../gql/graphql';

const byRate = {
  __typename: 'EconomicDamage', id: 'd1', version: 2, kind: 'LOST_WAGES', description: null, employer: 'H-E-B', periodFrom: '2026-10-01', periodTo: '2026-10-21',
  rateCents: 2_550, rateUnit: 'HOUR', unitsThousandths: 80_000, amountCents: 204_000, paidBy: null, document: null,
} as EconomicDamageFieldsFragment;

describe('damage values', () => {
  it('edits lost wages given by rate as the rate, its unit and the units, not as an amount', () => {
    const values = damageValues(byRate);
    expect(values).toMatchObject({ kind: 'LOST_WAGES', employer: 'H-E-B', rate: '25.50', rateUnit: 'HOUR', units: '80', amount: '' });
    expect(isByRate(values)).toBe(true);
    expect(rateAmountCents(values)).toBe(204_000);
    expect(rateOf(byRate)).toBe('$25.50 / hour × 80 hours');
  });

  it('sends a rate without an amount (the server works it out), or an amount without a rate', () => {
    expect(damageInput({ ...damageValues(byRate), units: '7.5' })).toMatchObject({ rateCents: 2_550, rateUnit: 'HOUR', unitsThousandths: 7_500, amountCents: null, employer: 'H-E-B' });
    const wages = { ...damageValues(null), employer: 'H-E-B', amount: '1,800' };
    expect(isByRate(wages)).toBe(false);
    expect(damageInput(wages)).toMatchObject({ kind: 'LOST_WAGES', rateCents: null, rateUnit: null, unitsThousandths: null, amountCents: 180_000 });
  });

  it('sends only the fields of the kind chosen', () => {
    const car = { ...damageValues(byRate), kind: 'PROPERTY_DAMAGE' as const, description: '2019 Honda Civic', amount: '3,800', paidBy: 'Lone Star Mutual' };
    expect(isByRate(car)).toBe(false);
    expect(damageInput(car)).toEqual({
      kind: 'PROPERTY_DAMAGE', description: '2019 Honda Civic', employer: null, periodFrom: '2026-10-01', periodTo: '2026-10-21', rateCents: null, rateUnit: null,
      unitsThousandths: null, amountCents: 380_000, paidBy: 'Lone Star Mutual', documentId: null,
    });
    expect(damageInput({ ...car, kind: 'OTHER' })).toMatchObject({ kind: 'OTHER', paidBy: null, amountCents: 380_000 });
  });
});
