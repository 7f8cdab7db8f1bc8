import { addDays, today } from '../../lib/dates';
import { feeTermsFieldOf, feeTermsInput, feeTermsProblems, feeTermsValues } from './feeTerms';
import { builtInTerms, line, statement } from './settlementFixtures';
import { isDueSoon, readRate } from './settlementFormat';
import { choicesOf, statementInput, statementsByPlaintiff } from './statementChoices';
import { moved, packageDocumentsOf } from './useDemandPackage';
import { settlementInput, settlementProblems, shareFieldOf } from './useSettlementForm';

describe('fee rates', () => {
  it('reads a rate as the server does, and refuses what is no rate from 0 to 100 %', () => {
    expect(readRate('40')).toBe('40 %');
    expect(readRate(' 33.33 % ')).toBe('33.33 %');
    expect(readRate('1/3')).toBe('1/3');
    expect(readRate('33 1/3')).toBe('33 1/3 %');
    expect(readRate('100')).toBe('100 %');
    for (const wrong of ['', '101', '4/3', '1/0', 'forty', '-5']) expect(readRate(wrong)).toBeNull();
  });
});

describe('a fee agreement’s terms in a form', () => {
  it('gives every stage a row, and sends only the stages with a rate, knowing which row each came from', () => {
    const values = feeTermsValues({ ...builtInTerms, tiers: [builtInTerms.tiers[0]!, builtInTerms.tiers[2]!] });
    expect(values.tiers).toEqual([
      { stage: 'PRE_SUIT', rate: '1/3', upTo: '' },
      { stage: 'FILED', rate: '', upTo: '' },
      { stage: 'APPEAL', rate: '45', upTo: '' },
    ]);
    const { terms, rows } = feeTermsInput(values);
    expect(terms.tiers.map((tier) => tier.stage)).toEqual(['PRE_SUIT', 'APPEAL']);
    expect(rows).toEqual([0, 2]);
    expect(feeTermsFieldOf('terms.tiers.1.rate', rows)).toBe('terms.tiers.2.rate');
    expect(feeTermsFieldOf('terms.tiers.0.upToCents', rows)).toBe('terms.tiers.0.upTo');
    expect(feeTermsFieldOf('terms.tiers', rows)).toBe('terms.tiers');
    expect(feeTermsFieldOf('terms.flatCents', rows)).toBe('terms.flat');
    expect(feeTermsFieldOf('signedOn', rows)).toBeNull();
  });

  it('sends no percentages for an hourly or flat fee, and the parts each kind has', () => {
    const values = { ...feeTermsValues(builtInTerms), kind: 'FLAT' as const, flat: '5,000', hourlyRate: '300' };
    expect(feeTermsInput(values).terms).toEqual({ kind: 'FLAT', basis: 'GROSS', tiers: [], flatCents: 500_000, hourlyRateCents: null });
    expect(feeTermsInput({ ...values, kind: 'MIXED' }).terms).toMatchObject({ flatCents: 500_000, hourlyRateCents: 30_000 });
  });

  it('says every problem at once: the rate before suit, a band’s limit, the flat fee', () => {
    const values = feeTermsValues(builtInTerms);
    values.kind = 'MIXED';
    values.tiers = [
      { stage: 'PRE_SUIT', rate: '', upTo: '' },
      { stage: 'FILED', rate: '40', upTo: '1,000' },
      { stage: 'FILED', rate: '35', upTo: '500' },
      { stage: 'FILED', rate: 'a lot', upTo: '' },
      { stage: 'APPEAL', rate: '', upTo: '' },
    ];
    expect(feeTermsProblems(values)).toEqual({
      'terms.tiers.0.rate': 'Enter the percentage before suit is filed.',
      'terms.tiers.2.upTo': 'Each band must end above the one before it.',
      'terms.tiers.3.rate': 'Enter a percentage from 0 to 100, like 40 or 33.33, or 1/3.',
      'terms.flat': 'Enter the flat fee.',
    });
    expect(feeTermsProblems(feeTermsValues(builtInTerms))).toEqual({});
  });
});

describe('a settlement’s shares', () => {
  const values = { amount: '100,000', settledOn: '2026-11-02', policyId: null, terms: '', shares: [{ plaintiffPartyId: 'p1', name: 'Nina', amount: '' }, { plaintiffPartyId: 'p2', name: 'Tom', amount: '' }] };

  it('leaves the shares to the server (equal) when none is given', () => {
    expect(settlementProblems(values)).toEqual({});
    expect(settlementInput(values).shares).toBeNull();
  });

  it('asks for every share once one is given, adding up to the amount', () => {
    expect(settlementProblems({ ...values, shares: [{ ...values.shares[0]!, amount: '60,000' }, values.shares[1]!] })).toEqual({ 'shares.1.amount': 'Enter this share, or leave every share empty.' });
    const uneven = { ...values, shares: [{ ...values.shares[0]!, amount: '60,000' }, { ...values.shares[1]!, amount: '30,000' }] };
    expect(settlementProblems(uneven)).toEqual({ shares: "The shares add up to $90,000.00, not the settlement's $100,000.00." });
    const even = { ...uneven, shares: [uneven.shares[0]!, { ...uneven.shares[1]!, amount: '40,000' }] };
    expect(settlementInput(even).shares).toEqual([{ plaintiffPartyId: 'p1', amountCents: 6_000_000 }, { plaintiffPartyId: 'p2', amountCents: 4_000_000 }]);
    expect(shareFieldOf('shares.1.amountCents')).toBe('shares.1.amount');
    expect(shareFieldOf('shares')).toBeNull();
  });
});

describe('a draft statement’s choices', () => {
  it('reads them back from the lines, so every save sends them all', () => {
    const draft = statement('st1', { feeOverrideCents: 3_000_000, feeOverrideReason: 'Courtesy reduction', reduceProRata: true }, [
      line('fee', 'FEE', "Attorney's fee", 3_000_000),
      line('cost:k1', 'COST', 'Filing fee', 0, { included: false }),
      line('lien:l2', 'LIEN', 'ERISA plan', 400_000, { reducible: true, procurementReduction: true }),
      line('other:1', 'OTHER', 'Advance', 90_000, { baseCents: 100_000 }),
    ]);
    expect(choicesOf(draft)).toEqual({
      excluded: ['cost:k1'], procurement: ['lien:l2'], others: [{ description: 'Advance', amountCents: 100_000 }],
      feeOverrideCents: 3_000_000, feeOverrideReason: 'Courtesy reduction', reduceProRata: true,
    });
    expect(statementInput(draft, { excluded: [] })).toMatchObject({ id: 'st1', version: 1, excluded: [], procurement: ['lien:l2'] });
  });

  it('groups versions by plaintiff, newest first', () => {
    const groups = statementsByPlaintiff([
      statement('a1', { revision: 1 }),
      statement('b1', { revision: 1, plaintiffPartyId: 'p-tom' }),
      statement('a2', { revision: 2 }),
    ]);
    expect(groups.map((versions) => versions.map((s) => s.id))).toEqual([['a2', 'a1'], ['b1']]);
  });
});

describe('a response due', () => {
  it('is near within a week, and past ones too', () => {
    expect(isDueSoon(addDays(today(), 7))).toBe(true);
    expect(isDueSoon(addDays(today(), -2))).toBe(true);
    expect(isDueSoon(addDays(today(), 8))).toBe(false);
    expect(isDueSoon(null)).toBe(false);
  });
});

describe('a demand package’s documents', () => {
  it('keeps only PDFs and images, and moves one place at a time within the list', () => {
    const doc = (id: string, contentType: string) => ({ __typename: 'Document' as const, id, title: id, contentType });
    expect(packageDocumentsOf([doc('a', 'application/pdf'), doc('b', 'text/plain'), doc('c', 'image/jpeg'), doc('d', 'image/png')])).toEqual([
      { id: 'a', title: 'a' }, { id: 'c', title: 'c' }, { id: 'd', title: 'd' },
    ]);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
