import { DEMAND_KINDS } from './settlement.entity';

/** SQL on a negotiation_entries alias: the firm sent it (a demand of some kind). */
export const isDemandSql = (alias: string) => `${alias}.kind IN (${DEMAND_KINDS.map((kind) => `'${kind}'`).join(', ')})`;

/** SQL on a negotiation_entries alias: nothing was logged on its case after it (it has not been answered). */
export const unansweredSql = (alias: string) =>
  `NOT EXISTS (SELECT 1 FROM negotiation_entries later WHERE later.matter_id = ${alias}.matter_id AND (later.happened_on, later.created_at) > (${alias}.happened_on, ${alias}.created_at))`;

/** SQL on a matters alias: the case's current demand (the latest one sent), in cents. The Case list's Demand. */
export const currentDemandSql = (matterAlias: string) =>
  `(SELECT n.amount_cents FROM negotiation_entries n WHERE n.matter_id = ${matterAlias}.id AND ${isDemandSql('n')} ORDER BY n.happened_on DESC, n.created_at DESC LIMIT 1)`;

/** SQL on a matters alias: the case's best offer, in cents. The Case list's Best Offer. */
export const bestOfferSql = (matterAlias: string) => `(SELECT max(n.amount_cents) FROM negotiation_entries n WHERE n.matter_id = ${matterAlias}.id AND NOT ${isDemandSql('n')})`;
