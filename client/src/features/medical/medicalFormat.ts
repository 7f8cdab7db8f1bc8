import type { LienStatus, LienType, RecordsRequestKind, TreatmentStatus } from '../../gql/graphql';
import { formatDay } from '../../ui/format';

export const TREATMENT_STATUS_LABELS: Record<TreatmentStatus, string> = {
  TREATING: 'Treating',
  RELEASED: 'Released',
  REFERRED_OUT: 'Referred Out',
  GAP_IN_TREATMENT: 'Gap in Treatment',
};
export const TREATMENT_STATUS_COLORS: Record<TreatmentStatus, string> = { TREATING: 'blue', RELEASED: 'green', REFERRED_OUT: 'grape', GAP_IN_TREATMENT: 'orange' };

export const REQUEST_KIND_LABELS: Record<RecordsRequestKind, string> = { RECORDS: 'Records', BILLS: 'Bills', BOTH: 'Records and bills' };

export const LIEN_TYPE_LABELS: Record<LienType, string> = {
  MEDICARE: 'Medicare',
  MEDICAID: 'Medicaid',
  ERISA_PLAN: 'ERISA Plan',
  PRIVATE_HEALTH_INSURANCE: 'Private Health Insurance',
  HOSPITAL_LIEN: 'Hospital Lien',
  LETTER_OF_PROTECTION: 'Letter of Protection',
  CHILD_SUPPORT: 'Child Support',
  OTHER: 'Other',
};
export const LIEN_STATUS_LABELS: Record<LienStatus, string> = { ASSERTED: 'Asserted', NEGOTIATING: 'Negotiating', FINAL: 'Final', PAID: 'Paid' };
export const LIEN_STATUS_COLORS: Record<LienStatus, string> = { ASSERTED: 'orange', NEGOTIATING: 'yellow', FINAL: 'blue', PAID: 'green' };

/** Why a request or a bill cannot be added yet. */
export const NO_PROVIDER = "Add the provider's treatment first.";

/** A request not received by its follow-up date (the server then makes a task of it). */
export const isOverdue = (request: { receivedOn: string | null; followUpOn: string }, today: string) => !request.receivedOn && request.followUpOn < today;

/** "Oct 1, 2026 – Nov 3, 2026", or one day. */
export const dayRange = (from: string | null, to: string | null) => (from && to && to !== from ? `${formatDay(from)} – ${formatDay(to)}` : formatDay(from ?? to));

/** A provider's treatment as a choice: "Austin Spine Center — Nina Patel". */
export const treatmentLabel = (treatment: { provider: { name: string } | null; plaintiff: { contact: { name: string } } | null }) =>
  `${treatment.provider?.name ?? 'Provider'} — ${treatment.plaintiff?.contact.name ?? 'Plaintiff'}`;

/** GET: the case's bills as CSV; the one-page medical specials summary as PDF. */
export const medicalBillsCsvUrl = (matterId: string) => `/api/export/matters/${matterId}/medical-bills`;
export const medicalSpecialsPdfUrl = (matterId: string) => `/api/matters/${matterId}/medical-specials.pdf`;

