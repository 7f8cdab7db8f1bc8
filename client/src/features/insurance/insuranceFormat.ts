import type { ClaimStatus, CoverageType } from '../../gql/graphql';

export const COVERAGE_LABELS: Record<CoverageType, string> = {
  BODILY_INJURY_LIABILITY: 'Bodily Injury Liability',
  PROPERTY_DAMAGE: 'Property Damage',
  UNINSURED_MOTORIST: 'Uninsured Motorist',
  UNDERINSURED_MOTORIST: 'Underinsured Motorist',
  PIP: 'PIP',
  MEDPAY: 'MedPay',
  HEALTH: 'Health',
  UMBRELLA: 'Umbrella',
  WORKERS_COMPENSATION: "Workers' Compensation",
  OTHER: 'Other',
};

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = { OPEN: 'Open', ACCEPTED: 'Accepted', DENIED: 'Denied', CLOSED: 'Closed' };
export const CLAIM_STATUS_COLORS: Record<ClaimStatus, string> = { OPEN: 'blue', ACCEPTED: 'green', DENIED: 'red', CLOSED: 'gray' };
