import type { LienFieldsFragment, MedicalBillFieldsFragment, RecordsRequestFieldsFragment, TreatmentFieldsFragment } from '../../gql/graphql';

/** Records of a case as the server sends them, for the Medical tab's tests. */
export const treatment = (id: string, provider: string, overrides: Partial<TreatmentFieldsFragment> = {}): TreatmentFieldsFragment => ({
  __typename: 'Treatment',
  id,
  version: 1,
  firstVisitOn: '2026-10-02',
  lastVisitOn: '2026-11-20',
  status: 'TREATING',
  notes: null,
  plaintiff: { __typename: 'Party', id: 'p-nina', contact: { __typename: 'Contact', id: 'c-nina', name: 'Nina Patel' } },
  provider: { __typename: 'Contact', id: `c-${id}`, name: provider },
  ...overrides,
});

export const request = (id: string, overrides: Partial<RecordsRequestFieldsFragment> = {}): RecordsRequestFieldsFragment => ({
  __typename: 'RecordsRequest',
  id,
  version: 1,
  treatmentId: 't1',
  kind: 'BOTH',
  requestedOn: '2026-10-05',
  followUpOn: '2026-10-20',
  receivedOn: null,
  provider: { __typename: 'Contact', id: 'c-t1', name: 'Austin Spine Center' },
  document: null,
  ...overrides,
});

export const bill = (id: string, overrides: Partial<MedicalBillFieldsFragment> = {}): MedicalBillFieldsFragment => ({
  __typename: 'MedicalBill',
  id,
  version: 3,
  treatmentId: 't1',
  serviceFrom: '2026-10-02',
  serviceTo: '2026-10-30',
  billedCents: 450_000,
  healthPaidCents: 120_000,
  pipPaidCents: 50_000,
  adjustedCents: 30_000,
  outstandingCents: 250_000,
  provider: { __typename: 'Contact', id: 'c-t1', name: 'Austin Spine Center' },
  document: { __typename: 'Document', id: 'd-bill', title: 'ASC bill October.pdf', downloadUrl: '/api/files/d-bill' },
  ...overrides,
});

export const lien = (id: string, overrides: Partial<LienFieldsFragment> = {}): LienFieldsFragment => ({
  __typename: 'Lien',
  id,
  version: 1,
  type: 'MEDICARE',
  status: 'NEGOTIATING',
  claimedCents: 320_000,
  reductionRequestedCents: 100_000,
  finalCents: null,
  billIds: ['b1'],
  notes: null,
  lienholder: { __typename: 'Contact', id: 'c-cms', name: 'Medicare (CMS)' },
  letterDocument: null,
  ...overrides,
});

export const page = <T,>(key: string, typename: string, items: T[]) => ({ data: { [key]: { __typename: typename, totalCount: items.length, items } } });
