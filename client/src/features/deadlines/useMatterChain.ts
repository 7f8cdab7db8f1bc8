import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ChangeDeadlineTriggerDocument, MoveDeadlineDocument, RemoveDeadlineChainDocument, type ChangeDeadlineTriggerMutation, type MatterDeadlineChainsQuery } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';

export type MatterChain = MatterDeadlineChainsQuery['matterDeadlineChains'][number];

/**
 * A deadline chain on a case: recounting it from a new trigger date (and what that changed), one
 * deadline moved by hand or reset to its computed date, and removing the chain (asked first).
 */
export function useMatterChain(chain: MatterChain) {
  const refetchQueries = ['MatterDeadlineChains', 'CalendarEvents', 'Board', 'TaskTable'];
  const [trigger, setTrigger] = useState(chain.triggerDay);
  const [outcome, setOutcome] = useState<ChangeDeadlineTriggerMutation['changeDeadlineTrigger'] | null>(null);
  const [change, changing] = useMutation(ChangeDeadlineTriggerDocument, { refetchQueries });
  const [move] = useMutation(MoveDeadlineDocument, { refetchQueries });
  const [remove] = useMutation(RemoveDeadlineChainDocument, { refetchQueries });
  const removal = useDeleteConfirmation(() => remove({ variables: { id: chain.id } }), 'removed');
  const [moving, setMoving] = useState<{ id: string; day: string } | null>(null);
  const fail = (failure: unknown) => notifications.show({ color: 'red', message: serverProblem(failure, 'That did not work. Please try again.').message });
  const recount = async () => {
    try {
      const result = await change({ variables: { chainId: chain.id, triggerDay: trigger } });
      setOutcome(result.data?.changeDeadlineTrigger ?? null);
    } catch (failure) {
      fail(failure);
    }
  };
  return {
    trigger,
    setTrigger,
    recount: () => void recount(),
    recounting: changing.loading,
    outcome,
    dismissOutcome: () => setOutcome(null),
    /** Remove asks first; spread `removal.dialog` into <ConfirmDialog>. */
    askRemove: () => removal.ask({ name: `The chain "${chain.name}"` }),
    removal,
    /** The deadline whose new date is being typed. */
    moving,
    startMove: (deadline: { id: string; day: string }) => setMoving({ id: deadline.id, day: deadline.day }),
    typeMove: (id: string, day: string) => setMoving({ id, day }),
    saveMove: () => {
      if (moving) void move({ variables: { id: moving.id, day: moving.day } }).then(() => setMoving(null), fail);
    },
    /** Back to the computed date. */
    reset: (id: string) => void move({ variables: { id, day: null } }).catch(fail),
  };
}
