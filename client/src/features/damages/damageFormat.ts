import type { DamageKind, RateUnit } from '../../gql/graphql';

export const DAMAGE_KIND_LABELS: Record<DamageKind, string> = { LOST_WAGES: 'Lost Wages', PROPERTY_DAMAGE: 'Property Damage', OTHER: 'Other' };
export const RATE_UNIT_LABELS: Record<RateUnit, string> = { HOUR: 'Hour', DAY: 'Day', WEEK: 'Week', MONTH: 'Month' };
/** "hours", "days": how many units of the rate were lost. */
export const RATE_UNIT_PLURALS: Record<RateUnit, string> = { HOUR: 'hours', DAY: 'days', WEEK: 'weeks', MONTH: 'months' };
