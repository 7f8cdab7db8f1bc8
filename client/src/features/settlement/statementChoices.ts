import type { StatementFieldsFragment, StatementLineKind, UpdateStatementInput } from '../../gql/graphql';

type Statement = StatementFieldsFragment;
export type StatementLine = Statement['figures']['lines'][number];
type Figures = Statement['figures'];

/** Lines a draft may leave out: what the case advanced and owes (the fee is always on the statement). */
export const TICKABLE: readonly StatementLineKind[] = ['COST', 'LIEN', 'MEDICAL_BILL'];

/** The deductions after the fee, in the order a statement lists them, each with its subtotal. */
export const LINE_GROUPS: ReadonlyArray<{ kind: StatementLineKind; title: string; total: (figures: Figures) => number | null; none: string }> = [
  { kind: 'COST', title: 'Costs', total: (f) => f.costsCents, none: 'No reimbursable costs' },
  { kind: 'LIEN', title: 'Liens', total: (f) => f.liensCents, none: 'No liens' },
  { kind: 'MEDICAL_BILL', title: 'Medical bills', total: (f) => f.billsCents, none: 'No outstanding medical bills' },
  { kind: 'OTHER', title: 'Other deductions', total: (f) => f.othersCents, none: 'No other deductions' },
];

export type StatementChoices = Omit<UpdateStatementInput, 'id' | 'version'>;

/** A draft's choices as the statement shows them: the lines unticked, the liens reduced for procurement costs, the other deductions, the fee as edited. */
export function choicesOf(statement: Statement): StatementChoices {
  const lines = statement.figures.lines;
  return {
    excluded: lines.filter((line) => TICKABLE.includes(line.kind) && !line.included).map((line) => line.key),
    procurement: lines.filter((line) => line.reducible && line.procurementReduction).map((line) => line.key),
    others: lines.filter((line) => line.kind === 'OTHER').map((line) => ({ description: line.description, amountCents: line.baseCents ?? line.amountCents ?? 0 })),
    feeOverrideCents: statement.feeOverrideCents,
    feeOverrideReason: statement.feeOverrideReason,
    reduceProRata: statement.reduceProRata,
  };
}

/** updateSettlementStatement's input: every choice of the draft (the server replaces them all), with `change` applied, over the version seen. */
export const statementInput = (statement: Statement, change: Partial<StatementChoices>): UpdateStatementInput => ({
  id: statement.id,
  version: statement.version,
  ...choicesOf(statement),
  ...change,
});

/** `keys` with `key` in or out. */
export const toggled = (keys: readonly string[], key: string, on: boolean) => (on ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key));

/** A settlement's statements by plaintiff, each plaintiff's newest version first (as the server lists them). */
export function statementsByPlaintiff(statements: readonly Statement[]): Statement[][] {
  const groups = new Map<string, Statement[]>();
  for (const statement of statements) {
    const key = statement.plaintiffPartyId ?? '';
    groups.set(key, [...(groups.get(key) ?? []), statement]);
  }
  return [...groups.values()].map((versions) => [...versions].sort((a, b) => b.revision - a.revision));
}
