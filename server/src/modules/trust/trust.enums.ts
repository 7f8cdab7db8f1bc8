/** The trust module's enums and their words (no decorators: the unit tests' transform reads this file). */
import { registerEnumType } from 'type-graphql';
import { Role } from '../../graphql/roles';

/** What an entry of the trust journal is; its amount's sign follows (money in is positive). */
export enum TrustEntryKind {
  DEPOSIT = 'DEPOSIT',
  TRANSFER_FROM_OPERATING = 'TRANSFER_FROM_OPERATING',
  DISBURSEMENT = 'DISBURSEMENT',
  TRANSFER_TO_OPERATING = 'TRANSFER_TO_OPERATING',
  REVERSAL = 'REVERSAL',
}
registerEnumType(TrustEntryKind, {
  name: 'TrustEntryKind',
  description: "Money in (a deposit, firm money moved in), money out (a payment, the firm's earned fee or costs moved to operating), or a reversal of another entry.",
});

/** Why money came in or went out. */
export enum TrustPurpose {
  SETTLEMENT = 'SETTLEMENT',
  RETAINER = 'RETAINER',
  FROM_OPERATING = 'FROM_OPERATING',
  ATTORNEY_FEE = 'ATTORNEY_FEE',
  COST_REIMBURSEMENT = 'COST_REIMBURSEMENT',
  LIEN_PAYOFF = 'LIEN_PAYOFF',
  MEDICAL_PROVIDER = 'MEDICAL_PROVIDER',
  CLIENT_NET = 'CLIENT_NET',
  OTHER = 'OTHER',
}
registerEnumType(TrustPurpose, { name: 'TrustPurpose' });

export const DEPOSIT_PURPOSES: readonly TrustPurpose[] = [TrustPurpose.SETTLEMENT, TrustPurpose.RETAINER, TrustPurpose.FROM_OPERATING, TrustPurpose.OTHER];
export const DISBURSEMENT_PURPOSES: readonly TrustPurpose[] = [
  TrustPurpose.ATTORNEY_FEE, TrustPurpose.COST_REIMBURSEMENT, TrustPurpose.LIEN_PAYOFF, TrustPurpose.MEDICAL_PROVIDER, TrustPurpose.CLIENT_NET, TrustPurpose.OTHER,
];

export const TRUST_PURPOSE_LABELS: Record<TrustPurpose, string> = {
  SETTLEMENT: 'Settlement funds',
  RETAINER: 'Retainer',
  FROM_OPERATING: 'From operating account',
  ATTORNEY_FEE: 'Attorney fee to operating',
  COST_REIMBURSEMENT: 'Cost reimbursement to operating',
  LIEN_PAYOFF: 'Lien payoff',
  MEDICAL_PROVIDER: 'Medical provider',
  CLIENT_NET: 'Client net',
  OTHER: 'Other',
};

export const TRUST_KIND_LABELS: Record<TrustEntryKind, string> = {
  DEPOSIT: 'Deposit',
  TRANSFER_FROM_OPERATING: 'Transfer from operating',
  DISBURSEMENT: 'Disbursement',
  TRANSFER_TO_OPERATING: 'Transfer to operating',
  REVERSAL: 'Reversal',
};

/** The kind of entry a purpose makes: fees and costs the firm has earned move to its operating account. */
export function kindOfPurpose(purpose: TrustPurpose, moneyIn: boolean): TrustEntryKind {
  if (moneyIn) return purpose === TrustPurpose.FROM_OPERATING ? TrustEntryKind.TRANSFER_FROM_OPERATING : TrustEntryKind.DEPOSIT;
  return purpose === TrustPurpose.ATTORNEY_FEE || purpose === TrustPurpose.COST_REIMBURSEMENT ? TrustEntryKind.TRANSFER_TO_OPERATING : TrustEntryKind.DISBURSEMENT;
}

export enum ReconciliationState {
  DRAFT = 'DRAFT',
  CLOSED = 'CLOSED',
}
registerEnumType(ReconciliationState, { name: 'ReconciliationState', description: 'Being worked on, or closed: a permanent, read-only report.' });

/** Who sees the trust accounts: firm admins, attorneys and paralegals (staff and clients see nothing). */
export const TRUST_READERS = [Role.FIRM_ADMIN, Role.ATTORNEY, Role.PARALEGAL] as const;
/** Who records entries and closes reconciliations. */
export const TRUST_WRITERS = [Role.FIRM_ADMIN, Role.ATTORNEY] as const;
