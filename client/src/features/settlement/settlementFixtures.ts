/** Records of a case's settlement as the server sends them, for the Settlement tab's tests. */
import type {
  CaseFeeAgreementQuery,
  FeeTermsFieldsFragment,
  InsurancePolicyFieldsFragment,
  NegotiationFieldsFragment,
  PartyFieldsFragment,
  SettlementFieldsFragment,
  StatementFieldsFragment,
} from '../../gql/graphql';

type Line = StatementFieldsFragment['figures']['lines'][number];

export const builtInTerms: FeeTermsFieldsFragment = {
  __typename: 'FeeTerms',
  kind: 'CONTINGENCY',
  basis: 'GROSS',
  flatCents: null,
  hourlyRateCents: null,
  tiers: [
    { __typename: 'FeeTier', stage: 'PRE_SUIT', rate: '1/3', upToCents: null },
    { __typename: 'FeeTier', stage: 'FILED', rate: '40', upToCents: null },
    { __typename: 'FeeTier', stage: 'APPEAL', rate: '45', upToCents: null },
  ],
};

export const firmDefaultAgreement = (terms = builtInTerms): { data: CaseFeeAgreementQuery } => ({
  data: {
    caseFeeAgreement: { __typename: 'CaseFeeAgreement', currentRate: '40 % of the gross recovery', stage: 'FILED', stageReason: 'Complaint filed on 2026-03-02', terms, agreement: null },
  },
});

export const policy: InsurancePolicyFieldsFragment = {
  __typename: 'InsurancePolicy', id: 'pol-1', version: 1, coverage: 'BODILY_INJURY_LIABILITY', policyNumber: 'LSM-88120', perPersonLimitCents: 10_000_000, perOccurrenceLimitCents: 30_000_000,
  claimNumber: 'CLM-4471', claimStatus: 'OPEN', reportedOn: '2026-10-03', notes: null, insurer: { __typename: 'Contact', id: 'c-lsm', name: 'Lone Star Mutual' },
  insured: null, adjuster: null,
};
export const policies = { data: { insurancePolicies: { __typename: 'InsurancePolicyPage', totalCount: 1, items: [policy] } } };

export const party = (id: string, name: string, category: PartyFieldsFragment['category']): PartyFieldsFragment => ({
  __typename: 'Party', id, version: 1, category, role: null, primaryLabel: null, groupName: null, comment: null, primaryComment: null, relatedPartyId: null,
  contact: { __typename: 'Contact', id: `c-${id}`, name, kind: 'PERSON', email: null, primaryPhone: null },
});
export const parties = (items = [party('p-nina', 'Nina Patel', 'PLAINTIFF'), party('p-rudy', 'Rudy Marsh', 'DEFENDANT')]) => ({ data: { parties: { __typename: 'PartyPage', totalCount: items.length, items } } });

export const entry = (id: string, overrides: Partial<NegotiationFieldsFragment> = {}): NegotiationFieldsFragment => ({
  __typename: 'NegotiationEntry', id, version: 1, happenedOn: '2026-10-01', kind: 'DEMAND', amountCents: 15_000_000, policyId: 'pol-1', partyId: null, responseDueOn: null, notes: null,
  letterDocument: null, packageDocument: null, ...overrides,
});
export const negotiations = (items: NegotiationFieldsFragment[]) => ({ data: { negotiations: { __typename: 'NegotiationPage', totalCount: items.length, items } } });
export const summary = (nextResponseDueOn: string | null) => ({
  data: { negotiationSummary: { __typename: 'NegotiationSummary', currentDemandCents: 15_000_000, bestOfferCents: 6_000_000, gapCents: 9_000_000, nextResponseDueOn, entries: 2 } },
});

export const line = (key: string, kind: Line['kind'], description: string, amountCents: number, overrides: Partial<Line> = {}): Line => ({
  __typename: 'StatementLine', key, kind, description, source: 'Costs tab, 2026-03-01', note: null, baseCents: amountCents, amountCents, included: true, reducible: false, procurementReduction: false, ...overrides,
});

export const statement = (id: string, overrides: Partial<StatementFieldsFragment> = {}, lines?: Line[]): StatementFieldsFragment => ({
  __typename: 'SettlementStatement', id, version: 1, matterId: 'm1', settlementId: 's1', plaintiffPartyId: 'p-nina', plaintiffName: 'Nina Patel', revision: 1, state: 'DRAFT', current: true,
  finalizedAt: null, supersededAt: null, signedOn: null, signedDocument: null, reduceProRata: false, feeOverrideCents: null, feeOverrideReason: null, trustEntries: [],
  figures: {
    __typename: 'StatementFigures', basis: 'GROSS', stage: 'FILED', feeDescription: 'Fee agreement: 40 % of the gross recovery (after filing: Complaint filed on 2026-03-02)',
    grossCents: 10_000_000, feeBaseCents: 10_000_000, computedFeeCents: 4_000_000, feeCents: 4_000_000, costsCents: 35_000, liensCents: 1_300_000, billsCents: 250_000, othersCents: 100_000,
    deductionsCents: 5_685_000, netCents: 4_315_000, shortfallCents: 0,
    roundingNote: 'Each line is rounded to the cent, half up; any leftover cent is the client’s.',
    lines: lines ?? [
      line('fee', 'FEE', "Attorney's fee", 4_000_000, { source: 'Fee agreement: 40 % of the gross recovery (after filing: Complaint filed on 2026-03-02)' }),
      line('cost:k1', 'COST', 'Filing Fee: Travis County Clerk', 35_000),
      line('lien:l1', 'LIEN', 'Medicare', 800_000, { source: 'Liens tab: Medicare', baseCents: 1_200_000, note: '42 CFR 411.37: reduced for its share of fee and costs' }),
      line('lien:l2', 'LIEN', 'Blue Cross ERISA plan', 500_000, { source: 'Liens tab: ERISA plan', reducible: true }),
      line('bill:b1', 'MEDICAL_BILL', 'Austin Spine Center', 250_000, { source: 'Medical tab: outstanding' }),
      line('other:1', 'OTHER', 'Advance to the client', 100_000, { source: 'Other deduction' }),
    ],
  },
  ...overrides,
});

export const settlement = (statements: StatementFieldsFragment[], overrides: Partial<SettlementFieldsFragment> = {}): SettlementFieldsFragment => ({
  __typename: 'Settlement', id: 's1', version: 1, amountCents: 10_000_000, settledOn: '2026-11-02', policyId: 'pol-1', terms: 'Full release; payment within 30 days.',
  shares: [{ __typename: 'SettlementShare', plaintiffPartyId: 'p-nina', amountCents: 10_000_000 }], statements, ...overrides,
});
export const settlements = (items: SettlementFieldsFragment[]) => ({ data: { settlements: { __typename: 'SettlementPage', totalCount: items.length, items } } });
