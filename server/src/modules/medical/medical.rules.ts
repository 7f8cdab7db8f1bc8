import { LienType, RecordsRequestKind, TreatmentStatus } from './medical.entity';

export const TREATMENT_STATUS_LABELS: Record<TreatmentStatus, string> = {
  [TreatmentStatus.TREATING]: 'Treating',
  [TreatmentStatus.RELEASED]: 'Released',
  [TreatmentStatus.REFERRED_OUT]: 'Referred Out',
  [TreatmentStatus.GAP_IN_TREATMENT]: 'Gap in Treatment',
};

export const REQUEST_KIND_LABELS: Record<RecordsRequestKind, string> = {
  [RecordsRequestKind.RECORDS]: 'records',
  [RecordsRequestKind.BILLS]: 'bills',
  [RecordsRequestKind.BOTH]: 'records and bills',
};

export const LIEN_TYPE_LABELS: Record<LienType, string> = {
  [LienType.MEDICARE]: 'Medicare',
  [LienType.MEDICAID]: 'Medicaid',
  [LienType.ERISA_PLAN]: 'ERISA Plan',
  [LienType.PRIVATE_HEALTH_INSURANCE]: 'Private Health Insurance',
  [LienType.HOSPITAL_LIEN]: 'Hospital Lien',
  [LienType.LETTER_OF_PROTECTION]: 'Letter of Protection',
  [LienType.CHILD_SUPPORT]: 'Child Support',
  [LienType.OTHER]: 'Other',
};

/** SQL on a medical_bills alias: what is still owed on the bill, in cents. */
export const outstandingSql = (alias: string) => `(${alias}.billed_cents - ${alias}.health_paid_cents - ${alias}.pip_paid_cents - ${alias}.adjusted_cents)`;

/** What is still owed on a bill (billed less what was paid and written off). */
export const outstandingOf = (bill: { billedCents: number; healthPaidCents: number; pipPaidCents: number; adjustedCents: number }) =>
  bill.billedCents - bill.healthPaidCents - bill.pipPaidCents - bill.adjustedCents;
