import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import type { BackOfficeStatus, FirmStatus, UserStatus } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { useConfirmation } from '../../ui/useConfirmation';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { BACK_OFFICE_QUERIES } from './backOfficeFormat';

type Versioned = { id: string; version: number };

/**
 * A back-office list's row actions, the same for firms and people: Suspend (asked first) or
 * Activate, and Delete (asked first), each over the row's version and saying how it went; every
 * back-office list and figure is refreshed after a change. Spread `suspension.dialog` and
 * `deletion.dialog` into <ConfirmDialog>s.
 */
export function useBackOfficeActions<Row extends Versioned & { status: FirmStatus | UserStatus }>({
  nameOf,
  setStatus,
  remove,
}: {
  nameOf: (row: Row) => string;
  setStatus: (variables: Versioned & { status: BackOfficeStatus }) => Promise<unknown>;
  remove: (variables: Versioned) => Promise<unknown>;
}) {
  const client = useApolloClient();
  const refresh = () => void client.refetchQueries({ include: BACK_OFFICE_QUERIES });
  const deletion = useDeleteConfirmation<Versioned & { name: string }>(async (record) => {
    await remove({ id: record.id, version: record.version });
    refresh();
  });
  const suspension = useConfirmation<Versioned & { name: string }>(async (record) => {
    await setStatus({ id: record.id, version: record.version, status: 'SUSPENDED' });
    refresh();
  }, 'suspended');

  const activate = async (row: Row) => {
    const name = nameOf(row);
    try {
      await setStatus({ id: row.id, version: row.version, status: 'ACTIVE' });
      notifications.show({ color: 'navy', message: `${name} is active again.` });
      refresh();
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, `${name} could not be changed. Please try again.`).message });
    }
  };

  return {
    refresh,
    deletion,
    suspension,
    /** Activates a suspended row at once; asks before suspending an active one. */
    toggleStatus: (row: Row) =>
      row.status === 'SUSPENDED' ? void activate(row) : suspension.ask({ id: row.id, version: row.version, name: nameOf(row) }),
    askDelete: (row: Row) => deletion.ask({ id: row.id, version: row.version, name: nameOf(row) }),
  };
}
