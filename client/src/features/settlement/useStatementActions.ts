import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FinalizeSettlementStatementDocument, ReviseSettlementStatementDocument, type StatementFieldsFragment } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';

const refetch = { refetchQueries: ['Settlements'], awaitRefetchQueries: true };

/**
 * Finalize (after a confirmation: it locks the statement and tells the case staff) and New Version
 * of a statement; what the server refused (a shortfall, a line paid twice, someone else's change) is
 * said above the statement.
 */
export function useStatementActions(statement: StatementFieldsFragment) {
  const [finalizeStatement, finalizing] = useMutation(FinalizeSettlementStatementDocument, refetch);
  const [reviseStatement, revising] = useMutation(ReviseSettlementStatementDocument, refetch);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string, fallback: string) => {
    setProblem(null);
    try {
      await action();
      notifications.show({ color: 'navy', message: done });
    } catch (failure) {
      setProblem(serverProblem(failure, fallback).message);
    }
  };

  return {
    problem,
    busy: finalizing.loading || revising.loading,
    finalizeDialog: {
      opened: confirming,
      loading: finalizing.loading,
      onCancel: () => setConfirming(false),
      onConfirm: () => {
        void run(() => finalizeStatement({ variables: { id: statement.id, version: statement.version } }), 'The statement was finalized. The case staff were notified.', "The statement couldn't be finalized. Check your connection and try again.").finally(() =>
          setConfirming(false),
        );
      },
    },
    askFinalize: () => setConfirming(true),
    revise: () => run(() => reviseStatement({ variables: { id: statement.id } }), `Version ${statement.revision + 1} was started as a draft.`, "A new version couldn't be started. Check your connection and try again."),
  };
}
