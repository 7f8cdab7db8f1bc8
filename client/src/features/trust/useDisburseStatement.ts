import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DisburseStatementDocument, StatementDisbursementDocument, type StatementDisbursementQuery } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { formatMoney } from '../../ui/format';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { AFTER_ENTRY } from './trustRefetch';

export type ProposedPayment = StatementDisbursementQuery['statementDisbursement']['payments'][number];

type RowEdit = { payee?: string; reference?: string; selected?: boolean };

/** A field path of disburseStatement's input, `payments.2.payee`: the payment (by position in what was sent) it is about. */
const PAYMENT_FIELD = /^(?:input\.)?payments\.(\d+)\./;

/**
 * Disburse: what a finalized statement pays from its client's ledger (every line and the client's
 * net, at the statement's amounts), each with an editable payee and a check or transfer number; the
 * chosen ones are paid at once (all or none) on the date given. Paid ones are shown as paid.
 */
export function useDisburseStatement(statementId: string) {
  const { data, loading, error } = useQuery(StatementDisbursementDocument, { variables: { statementId }, fetchPolicy: 'cache-and-network' });
  const [disburse, { loading: paying }] = useMutation(DisburseStatementDocument, AFTER_ENTRY);
  const [entryDate, setEntryDate] = useState(today());
  const [edits, setEdits] = useState<Record<string, RowEdit>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [dateError, setDateError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const disbursement = data?.statementDisbursement ?? null;
  const payments = disbursement?.payments ?? [];
  const unpaid = payments.filter((payment) => !payment.paidBy);

  const payeeOf = (payment: ProposedPayment) => edits[payment.lineKey]?.payee ?? payment.payee;
  const referenceOf = (payment: ProposedPayment) => edits[payment.lineKey]?.reference ?? '';
  const isSelected = (payment: ProposedPayment) => !payment.paidBy && Boolean(edits[payment.lineKey]?.selected);
  const edit = (lineKey: string, change: RowEdit) => {
    setEdits((all) => ({ ...all, [lineKey]: { ...all[lineKey], ...change } }));
    setRowErrors(({ [lineKey]: _dropped, ...rest }) => rest);
  };

  const pay = async (chosen: ProposedPayment[]) => {
    setProblem(null);
    setDateError(null);
    const missing = Object.fromEntries(chosen.filter((payment) => !payeeOf(payment).trim()).map((payment) => [payment.lineKey, 'Enter who is paid.']));
    if (!entryDate) setDateError('Enter the date.');
    setRowErrors(missing);
    if (!entryDate || Object.keys(missing).length || !chosen.length) return;
    try {
      await disburse({
        variables: {
          input: { statementId, entryDate, payments: chosen.map((payment) => ({ lineKey: payment.lineKey, payee: payeeOf(payment).trim(), reference: orNull(referenceOf(payment)) })) },
        },
      });
      const total = chosen.reduce((sum, payment) => sum + payment.amountCents, 0);
      notifications.show({ color: 'navy', message: `Paid ${chosen.length === 1 ? chosen[0]!.description : `${chosen.length} payments`} (${formatMoney(total)}) from trust.` });
      setEdits((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !chosen.some((payment) => payment.lineKey === key))));
    } catch (failure) {
      const found = serverProblem(failure, "The payments couldn't be made. Check your connection and try again.");
      const atRows: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const [path, message] of Object.entries(found.fields ?? {})) {
        const index = PAYMENT_FIELD.exec(path)?.[1];
        const payment = index === undefined ? undefined : chosen[Number(index)];
        if (payment) atRows[payment.lineKey] = message;
        else if (path.replace(/^input\./, '') === 'entryDate') setDateError(message);
        else elsewhere.push(message);
      }
      setRowErrors(atRows);
      setProblem(found.fields ? (elsewhere.length ? elsewhere.join(' ') : null) : found.message);
    }
  };

  // Typing not yet paid: a payee or a check number changed, or a payment chosen (closing would lose it).
  const dirty = unpaid.some((payment) => {
    const change = edits[payment.lineKey];
    return Boolean(change && ((change.payee !== undefined && change.payee !== payment.payee) || change.reference?.trim() || change.selected));
  });

  return {
    disbursement,
    dirty,
    loading: loading && !data,
    error,
    payments,
    unpaid,
    selected: unpaid.filter(isSelected),
    entryDate,
    setEntryDate: (day: string) => {
      setEntryDate(day);
      setDateError(null);
    },
    dateError,
    problem,
    paying,
    rowErrors,
    payeeOf,
    referenceOf,
    isSelected,
    edit,
    pay,
  };
}

export type DisburseTools = ReturnType<typeof useDisburseStatement>;
