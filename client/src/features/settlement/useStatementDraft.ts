import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { UpdateSettlementStatementDocument, type StatementFieldsFragment } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { choicesOf, statementInput, toggled, type StatementChoices } from './statementChoices';

const FALLBACK = "The statement couldn't be saved. Check your connection and try again.";

/**
 * A draft statement's choices, each saved as it is made (the server computes the figures again):
 * a line ticked in or out, a lien reduced for its share of fee and costs, an other deduction
 * removed, the fee back to the agreement's, liens and bills reduced pro rata.
 */
export function useStatementDraft(statement: StatementFieldsFragment) {
  const client = useApolloClient();
  const [update, { loading }] = useMutation(UpdateSettlementStatementDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = choicesOf(statement);

  /** Saves one choice; false when it could not be saved (the problem says why). */
  const save = async (change: Partial<StatementChoices>) => {
    setProblem(null);
    try {
      await update({ variables: { input: statementInput(statement, change) } });
      return true;
    } catch (failure) {
      const found = serverProblem(failure, FALLBACK);
      setProblem(found.fields ? Object.values(found.fields).join(' ') : found.message);
      // Someone changed it first: show what they saved.
      if (found.code === 'CONFLICT') void client.refetchQueries({ include: ['Settlements'] });
      return false;
    }
  };

  return {
    saving: loading,
    problem,
    setIncluded: (key: string, included: boolean) => save({ excluded: toggled(choices.excluded, key, !included) }),
    setProcurement: (key: string, on: boolean) => save({ procurement: toggled(choices.procurement, key, on) }),
    removeOther: (index: number) => save({ others: choices.others.filter((_, at) => at !== index) }),
    resetFee: () => save({ feeOverrideCents: null, feeOverrideReason: null }),
    setReduceProRata: (on: boolean) => save({ reduceProRata: on }),
  };
}

export type StatementDraft = ReturnType<typeof useStatementDraft>;

/** What a draft's editor does in the statement's table (null: the statement is read only). */
export type DraftTools = StatementDraft & { editFee: () => void; addOther: () => void; askRemoveOther: (index: number, description: string) => void };
