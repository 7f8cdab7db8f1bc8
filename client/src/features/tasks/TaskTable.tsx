import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { MoveTaskDocument, TaskTableDocument, type TaskColumn, type TaskFieldsFragment, type TaskSort } from '../../gql/graphql';
import { DataTable, type Column } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import type { useListParams } from '../../ui/useListParams';
import { Assignees } from '../../ui/Assignees';
import type { TaskActions } from './TaskCard';
import { COLUMNS, dueLabel, isOverdue, PRIORITY_COLORS, PRIORITY_LABELS, statusLabel } from './taskFormat';

const PAGE_SIZE = 25;

/**
 * The row view (spec 2.9): Due date, Type, Subject, Requester, Assigned To, Status, Docs. and
 * Actions, sorted and paged on the server; selected rows can be moved to a column together.
 */
export function TaskTable({ matterId, list, actions }: { matterId: string | null; list: ReturnType<typeof useListParams>; actions: TaskActions }) {
  const { data, previousData, loading } = useQuery(TaskTableDocument, {
    variables: { matterId, ...list.variables<TaskSort>(PAGE_SIZE) },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.tasks;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moveTask, moving] = useMutation(MoveTaskDocument, { refetchQueries: ['Board', 'TaskTable'], awaitRefetchQueries: true });

  const moveSelected = async (column: TaskColumn) => {
    const ids = [...selected];
    const outcomes = await Promise.allSettled(ids.map((id) => moveTask({ variables: { input: { id, column, beforeId: null } } })));
    const failed = outcomes.filter((o) => o.status === 'rejected').length;
    setSelected(new Set());
    notifications.show(
      failed
        ? { color: 'red', message: `${failed} of ${ids.length} tasks couldn't be moved. Please try again.` }
        : { color: 'green', message: `${ids.length} ${ids.length === 1 ? 'task' : 'tasks'} moved to ${statusLabel(column)}.` },
    );
  };

  const columns: Column<TaskFieldsFragment>[] = [
    {
      key: 'due',
      header: 'Due date',
      sort: 'DUE_DATE',
      width: 120,
      render: (task) => (
        <Text fz="sm" c={isOverdue(task) ? 'red.7' : undefined} fw={isOverdue(task) ? 600 : undefined}>
          {task.dueDate ? dueLabel(task.dueDate) : '—'}
        </Text>
      ),
    },
    { key: 'type', header: 'Type', sort: 'TYPE', render: (task) => task.type ?? '—' },
    {
      key: 'subject',
      header: 'Subject',
      sort: 'TITLE',
      render: (task) => (
        <div>
          <Text fz="sm" fw={500}>
            {task.title}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={PRIORITY_COLORS[task.priority]}>
              {PRIORITY_LABELS[task.priority]}
            </Badge>
            {!matterId && task.matter && (
              <Text fz="xs" c="dimmed">
                {task.matter.number} · {task.matter.name}
              </Text>
            )}
          </Group>
        </div>
      ),
    },
    { key: 'requester', header: 'Requester', render: (task) => task.requester?.fullName ?? '—' },
    { key: 'assignees', header: 'Assigned To', render: (task) => (task.assignees.length ? <Assignees people={task.assignees} /> : <Text c="dimmed">Unassigned</Text>) },
    {
      key: 'status',
      header: 'Status',
      sort: 'STATUS',
      width: 160,
      render: (task) => (
        <Badge variant="light" color={task.column === 'DONE' ? 'green' : 'blue'}>
          {statusLabel(task.column)}
        </Badge>
      ),
    },
    // Documents are filed on tasks with the documents feature (issue 8); until then nothing is counted.
    { key: 'docs', header: 'Docs.', render: () => <Text c="dimmed">—</Text> },
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (task) => <RowActions label={task.title} onEdit={() => actions.onOpen(task)} onDelete={() => actions.onDelete(task)} />,
    },
  ];

  return (
    <>
      {selected.size > 0 && (
        <Group mb="sm" gap="sm">
          <Text fz="sm">{selected.size} selected</Text>
          <Menu>
            <Menu.Target>
              <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} />} loading={moving.loading}>
                Move to
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {COLUMNS.map((c) => (
                <Menu.Item key={c.value} onClick={() => void moveSelected(c.value)}>
                  {c.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </Group>
      )}
      <DataTable
        label="Tasks"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(task) => task.id}
        loading={loading}
        emptyText={list.debouncedSearch ? `No tasks match "${list.debouncedSearch}"` : 'No tasks yet'}
        sort={list.sort}
        onSortChange={list.setSort}
        onRowClick={actions.onOpen}
        selection={{ selected, onChange: setSelected, rowLabel: (task) => `Select task ${task.title}` }}
      />
      <Pager page={list.page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />
    </>
  );
}
