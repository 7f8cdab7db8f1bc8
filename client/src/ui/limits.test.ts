import { INPUT_LIMITS } from '../gql/limits';
import { lengthProblem, lengthRules, limitOf, maxLengthOf, maxOf, minOf, tooLong } from './limits';

describe("the server's input limits", () => {
  it('reads one field’s limits by input and field name, as the server publishes them', () => {
    expect(limitOf('CreateTaskInput', 'title')).toEqual({ maxLength: 300 });
    expect(maxLengthOf('CreateTaskInput', 'title')).toBe(INPUT_LIMITS.CreateTaskInput.title.maxLength);
    expect(minOf('CreateTaskInput', 'estimateMinutes')).toBe(0);
    expect(maxOf('InvoiceLineInput', 'rateCents')).toBe(2_000_000_000);
    // @ts-expect-error a field the input does not have does not compile
    limitOf('CreateTaskInput', 'nope');
    // @ts-expect-error nor a maximum length of a field without one
    maxLengthOf('CreateTaskInput', 'estimateMinutes');
  });

  it("says a value is too long in the server's words, counting characters as it does", () => {
    expect(tooLong('a'.repeat(300), 300)).toBeNull();
    expect(tooLong('a'.repeat(301), 300)).toBe('Use at most 300 characters (this has 301).');
    expect(tooLong('a'.repeat(20_001), 20_000)).toBe('Use at most 20,000 characters (this has 20,001).');
    expect(tooLong('😀'.repeat(300), 300)).toBeNull();
    expect(lengthProblem('CreateTaskInput', 'title')('t'.repeat(301))).toBe('Use at most 300 characters (this has 301).');
    const rules = lengthRules('CaseCostFields', ['payee', 'description']);
    expect(rules.payee('p'.repeat(201))).toBe('Use at most 200 characters (this has 201).');
    expect(rules.description('')).toBeNull();
  });
});
