/** The settlement module's enums (no decorators: the unit tests' transform reads this file). */
import { registerEnumType } from 'type-graphql';

export enum FeeKind {
  CONTINGENCY = 'CONTINGENCY',
  HOURLY = 'HOURLY',
  FLAT = 'FLAT',
  MIXED = 'MIXED',
}
registerEnumType(FeeKind, { name: 'FeeKind', description: 'Contingency (a percentage of the recovery), hourly, flat, or mixed (flat plus contingency).' });

export enum FeeBasis {
  GROSS = 'GROSS',
  NET = 'NET',
}
registerEnumType(FeeBasis, { name: 'FeeBasis', description: 'What the percentage applies to: the gross recovery, or the recovery net of costs (ABA Model Rule 1.5(c)).' });

export enum FeeStage {
  PRE_SUIT = 'PRE_SUIT',
  FILED = 'FILED',
  APPEAL = 'APPEAL',
}
registerEnumType(FeeStage, { name: 'FeeStage', description: 'Before suit is filed, after the complaint is filed (Deadlines tab), on appeal.' });

export enum NegotiationKind {
  DEMAND = 'DEMAND',
  OFFER = 'OFFER',
  COUNTER_DEMAND = 'COUNTER_DEMAND',
  COUNTER_OFFER = 'COUNTER_OFFER',
  POLICY_LIMITS_DEMAND = 'POLICY_LIMITS_DEMAND',
}
registerEnumType(NegotiationKind, { name: 'NegotiationKind' });

/** The kinds the firm sends for its client (the others come from the other side). */
export const DEMAND_KINDS: readonly NegotiationKind[] = [NegotiationKind.DEMAND, NegotiationKind.COUNTER_DEMAND, NegotiationKind.POLICY_LIMITS_DEMAND];

export enum StatementState {
  DRAFT = 'DRAFT',
  FINALIZED = 'FINALIZED',
  SIGNED = 'SIGNED',
}
registerEnumType(StatementState, { name: 'StatementState', description: 'Draft (prepared, changes freely), Finalized (locked: a change makes a new version), Signed by the client.' });
