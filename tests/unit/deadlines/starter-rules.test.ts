import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRule, STARTER_LIMITATION_RULES, STARTER_RULES_AS_OF, isDay, statuteDate } from '../../../server/src/modules/deadlines/calc';

/**
 * The firm's default States option list, read from its source: importing option-defaults.ts
 * would pull in a TypeORM entity, which this decorator-free unit project does not compile.
 */
const US_STATES = (() => {
  const source = readFileSync(path.join(__dirname, '../../../server/src/modules/options/option-defaults.ts'), 'utf8');
  const list = /const US_STATES = \[([\s\S]*?)\];/.exec(source);
  if (!list) throw new Error('US_STATES not found in option-defaults.ts');
  return [...list[1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
})();

const CASE_TYPES = ['Medical Malpractice', 'Wrongful Death', 'Product Liability'];
const LARGEST_STATES = ['Texas', 'California', 'Florida', 'New York', 'Illinois', 'Pennsylvania', 'Georgia', 'Ohio', 'North Carolina', 'Michigan'];

describe('STARTER_LIMITATION_RULES', () => {
  test('the States list was read', () => {
    expect(US_STATES).toContain('Texas');
    expect(US_STATES).toContain('District of Columbia');
    expect(US_STATES.length).toBeGreaterThanOrEqual(51);
  });

  test('is dated', () => {
    expect(isDay(STARTER_RULES_AS_OF)).toBe(true);
  });

  test.each(US_STATES)('%s has exactly one general rule', (state) => {
    expect(STARTER_LIMITATION_RULES.filter((rule) => rule.state === state && rule.caseType === null)).toHaveLength(1);
  });

  test('every rule is for a state of the list and a known case type, once', () => {
    const keys = STARTER_LIMITATION_RULES.map((rule) => `${rule.state}|${rule.caseType}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const rule of STARTER_LIMITATION_RULES) {
      expect(US_STATES).toContain(rule.state);
      if (rule.caseType !== null) expect(CASE_TYPES).toContain(rule.caseType);
    }
  });

  test('every rule has a citation, a sensible period and a non-empty note when there is one', () => {
    for (const rule of STARTER_LIMITATION_RULES) {
      expect(rule.source.trim()).not.toBe('');
      const { years, months, days } = rule.period;
      for (const part of [years, months, days]) expect(Number.isInteger(part) && part >= 0).toBe(true);
      const totalMonths = years * 12 + months + days / 30;
      expect(totalMonths).toBeGreaterThanOrEqual(6);
      expect(totalMonths).toBeLessThanOrEqual(6 * 12);
      if (rule.discoveryNote !== null) expect(rule.discoveryNote.trim()).not.toBe('');
      // Every period can be computed.
      expect(isDay(statuteDate({ incidentDate: '2026-01-31', period: rule.period, ruleLabel: rule.state }).day)).toBe(true);
    }
  });

  test.each(LARGEST_STATES)('%s has medical-malpractice and wrongful-death rules, the malpractice one with a discovery note', (state) => {
    const medical = findRule(STARTER_LIMITATION_RULES, state, 'Medical Malpractice');
    expect(medical?.caseType).toBe('Medical Malpractice');
    expect(medical?.discoveryNote).toBeTruthy();
    expect(findRule(STARTER_LIMITATION_RULES, state, 'Wrongful Death')?.caseType).toBe('Wrongful Death');
    expect(findRule(STARTER_LIMITATION_RULES, state, 'Product Liability')?.caseType).toBe('Product Liability');
  });

  test.each([
    ['Texas', null, 2, 'Tex. Civ. Prac. & Rem. Code § 16.003'],
    ['California', null, 2, 'Cal. Civ. Proc. Code § 335.1'],
    ['New York', null, 3, 'N.Y. C.P.L.R. 214(5)'],
    ['Tennessee', null, 1, 'Tenn. Code Ann. § 28-3-104(a)(1)'],
    ['Maine', null, 6, 'Me. Rev. Stat. tit. 14, § 752'],
    ['Ohio', 'Medical Malpractice', 1, 'Ohio Rev. Code § 2305.113'],
  ])('%s / %s: %d years under %s', (state, caseType, years, source) => {
    const rule = findRule(STARTER_LIMITATION_RULES, state, caseType);
    expect(rule?.period).toEqual({ years, months: 0, days: 0 });
    expect(rule?.source).toBe(source);
  });

  test('New York medical malpractice is 2 years 6 months', () => {
    expect(findRule(STARTER_LIMITATION_RULES, 'New York', 'Medical Malpractice')?.period).toEqual({ years: 2, months: 6, days: 0 });
  });
});

describe('findRule', () => {
  const rules = [
    { state: 'Texas', caseType: null, id: 'tx' },
    { state: 'Texas', caseType: 'Medical Malpractice', id: 'tx-med' },
    { state: 'Ohio', caseType: 'Wrongful Death', id: 'oh-death' },
  ];

  test.each([
    ['Texas', 'Medical Malpractice', 'tx-med'],
    ['texas', 'medical malpractice', 'tx-med'],
    [' TEXAS ', 'Medical Malpractice', 'tx-med'],
    ['Texas', 'Car Accident', 'tx'],
    ['Texas', null, 'tx'],
    ['Ohio', 'Wrongful Death', 'oh-death'],
    // A state with only specific rules has no fallback.
    ['Ohio', 'Car Accident', null],
    ['Ohio', null, null],
    ['Nevada', 'Car Accident', null],
    [null, 'Car Accident', null],
    [null, null, null],
  ])('%j / %j → %j', (state, caseType, expected) => {
    expect(findRule(rules, state, caseType)?.id ?? null).toBe(expected);
  });

  test('falls back to the general starter rule for a case type without its own', () => {
    expect(findRule(STARTER_LIMITATION_RULES, 'Texas', 'Car Accident')).toBe(findRule(STARTER_LIMITATION_RULES, 'Texas', null));
    expect(findRule(STARTER_LIMITATION_RULES, 'Texas', 'Car Accident')?.caseType).toBeNull();
  });
});
