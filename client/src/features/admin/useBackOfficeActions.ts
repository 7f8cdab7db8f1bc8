import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import type { BackOfficeStatus, FirmStatus, UserStatus } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { BACK_OFFICE_QUERIES } from './backOfficeFormat';

type Versioned = { id: string; version: number };

/**
 * A back-office list's row actions, the same for firms and people: Suspend / Activate and Delete
 * (asked first), both over the row's version, each saying how it went; every back-office list and
 * figure is refreshed after a change.
 */
export function useBackOfficeActions<Row extends Versioned & { status: FirmStatus | UserStatus }>({
  nameOf,
  setStatus,
  remove,
  suspendedMessage,
}: {
  nameOf: (row: Row) => string;
  setStatus: (variables: Versioned & { status: BackOfficeStatus }) => Promise<unknown>;
  remove: (variables: Versioned) => Promise<unknown>;
  /** What suspending says: "Dana Cole is suspended and signed out everywhere." */
  suspendedMessage: (name: string) => string;
}) {
  const client = useApolloClient();
  const refresh = () => void client.refetchQueries({ include: BACK_OFFICE_QUERIES });
  const deletion = useDeleteConfirmation<Versioned & { name: string }>(async (record) => {
    await remove({ id: record.id, version: record.version });
    refresh();
  });

  const toggleStatus = async (row: Row) => {
    const next = row.status === 'SUSPENDED' ? 'ACTIVE' : 'SUSPENDED';
    const name = nameOf(row);
    try {
      await setStatus({ id: row.id, version: row.version, status: next });
      notifications.show({ color: 'navy', message: next === 'SUSPENDED' ? suspendedMessage(name) : `${name} is active again.` });
      refresh();
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, `${name} could not be changed. Please try again.`).message });
    }
  };

  return {
    refresh,
    deletion,
    toggleStatus: (row: Row) => void toggleStatus(row),
    askDelete: (row: Row) => deletion.ask({ id: row.id, version: row.version, name: nameOf(row) }),
  };
}
