import { valuesDiffer } from './formValues';

describe('valuesDiffer', () => {
  it('compares plain values, and arrays and objects of them item by item, whatever the order of their keys', () => {
    expect(valuesDiffer('a', 'a')).toBe(false);
    expect(valuesDiffer(null, '')).toBe(true);
    expect(valuesDiffer({ name: 'Answer', steps: [{ amount: 21, unit: 'DAYS' }] }, { steps: [{ unit: 'DAYS', amount: 21 }], name: 'Answer' })).toBe(false);
    expect(valuesDiffer({ steps: [{ amount: 21 }] }, { steps: [{ amount: 14 }] })).toBe(true);
    expect(valuesDiffer(['Car Accident'], ['Car Accident', 'Dog Bite'])).toBe(true);
    expect(valuesDiffer({ source: null }, {})).toBe(true);
    expect(valuesDiffer([], {})).toBe(true);
  });
});
