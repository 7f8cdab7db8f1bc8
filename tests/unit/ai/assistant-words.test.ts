import { Intent, intentOf, isLike, wordsOf } from '../../../server/src/modules/ai/assistant.words';

describe('what a question asks (the built-in assistant)', () => {
  test.each<[string, Intent | null]>([
    ['When does the statute run on Alvarez?', Intent.STATUTE],
    ['when dose the statue of limitatons run on alvares', Intent.STATUTE],
    ["what's overdue on Bell?", Intent.OVERDUE],
    ['anything past due on Bell', Intent.OVERDUE],
    ["What's due this week?", Intent.DUE],
    ['which of my cases have no activity in 30 days?', Intent.INACTIVE],
    ['What are the policy limits on the Bell case?', Intent.POLICY],
    ['how much coverage does Brooks have', Intent.POLICY],
    ['How much is outstanding in medical bills on 2026-0002?', Intent.MEDICAL],
    ['who is the adjuster on Brooks?', Intent.ADJUSTER],
    ['who is the adjustor on brooks', Intent.ADJUSTER],
    ['summarize the Alvarez case', Intent.SUMMARY],
    ['summarise alvarez', Intent.SUMMARY],
    ['find the police report in Alvarez', Intent.DOCUMENT],
    ['where are the medical records for Bell', Intent.DOCUMENT],
    ['draft a follow-up to the adjuster on Bell', Intent.DRAFT],
    ['write a letter to the client on Bell', Intent.DRAFT],
    ['hello', Intent.HELP],
    ['What is the weather in Paris?', null],
  ])('%s → %s', (question, intent) => {
    expect(intentOf(wordsOf(question)).intent).toBe(intent);
  });

  it('forgives typos of longer words only, and never takes a real word for a typo', () => {
    expect(isLike('limitaton', 'limitation')).toBe(true);
    expect(isLike('adjustr', 'adjuster')).toBe(true);
    expect(isLike('medcal', 'medical')).toBe(true);
    // Short words must be exact: "bell" is not "bill", "due" not "dye".
    expect(isLike('bell', 'bill')).toBe(false);
    expect(isLike('dye', 'due')).toBe(false);
    // "police" is a word, not a typo of "policy".
    expect(isLike('police', 'policy')).toBe(false);
    expect(isLike('policies', 'policy')).toBe(false);
    expect(isLike('policys', 'policy')).toBe(true);
  });

  it('reads words as typed: apostrophes dropped, case numbers whole', () => {
    expect(wordsOf("What's outstanding on 2026-0002?")).toEqual(['whats', 'outstanding', 'on', '2026-0002']);
  });
});
