import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconLayoutColumns, IconList, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteTaskDocument, TaskEventsDocument, type TaskColumn, type TaskFieldsFragment } from '../../gql/graphql';
import { useRefetchOnEvents } from '../../live/useRefetchOnEvents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { HoverTooltip } from '../../ui/HoverTooltip';
import { PageHeader } from '../../ui/PageHeader';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { useListParams } from '../../ui/useListParams';
import { ListSearch } from '../../ui/ListSearch';
import { ApplyTemplateDialog } from '../workflows/ApplyTemplateDialog';
import { TaskBoard } from './TaskBoard';
import { TaskDetailsDialog } from './TaskDetailsDialog';
import { TaskDialog, type TaskDialogPreset } from './TaskDialog';
import { TaskTable } from './TaskTable';

type View = 'column' | 'row';
/** Each view and its name in the address (`?view=board`, `?view=table`), so a reload keeps it. */
const VIEWS = [
  { value: 'column', param: 'board', label: 'Board view', Icon: IconLayoutColumns },
  { value: 'row', param: 'table', label: 'Table view', Icon: IconList },
] as const;

/**
 * The Tasks screen (spec 2.9), standalone (every task you may see, board first) or in a case
 * (that case's tasks, rows first); the view chosen is kept in the address. Changes anyone makes
 * show up live.
 */
export function TasksView({ matter, defaultView, heading }: { matter: TaskDialogPreset['matter']; defaultView: View; heading: 'h2' | 'h3' }) {
  const list = useListParams({ by: 'DUE_DATE', direction: 'ASC' });
  const view: View = VIEWS.find((option) => option.param === list.params.get('view'))?.value ?? defaultView;
  const setView = (next: View) => list.setFilters({ view: next === defaultView ? null : VIEWS.find((option) => option.value === next)!.param });
  const matterId = matter?.id ?? null;
  const [dialog, setDialog] = useState<{ task: TaskFieldsFragment | null; preset: TaskDialogPreset } | null>(null);
  const [details, setDetails] = useState<TaskFieldsFragment | null>(null);
  const [applying, setApplying] = useState(false);
  const [deleteTask] = useMutation(DeleteTaskDocument, { refetchQueries: ['Board', 'TaskTable'] });
  const deletion = useDeleteConfirmation<TaskFieldsFragment & { name: string }>((task) => deleteTask({ variables: { id: task.id } }));

  useRefetchOnEvents(TaskEventsDocument, (data) => data.taskEvents, ['Board', 'TaskTable']);

  const actions = {
    onOpen: (task: TaskFieldsFragment) => setDialog({ task, preset: {} }),
    onDetails: setDetails,
    onDelete: (task: TaskFieldsFragment) => deletion.ask({ ...task, name: task.title }),
  };
  const add = (column?: TaskColumn) => setDialog({ task: null, preset: { column, matter } });

  const toolbar = (
    <Group gap="sm">
      <ListSearch list={list} label="Search tasks" placeholder="Search tasks" w={240} />
      <ActionIcon.Group aria-label="View">
        {VIEWS.map(({ value, label, Icon }) => (
          <HoverTooltip key={value} label={label}>
            <ActionIcon size={36} variant={view === value ? 'filled' : 'default'} aria-label={label} aria-pressed={view === value} onClick={() => setView(value)}>
              <Icon size={18} />
            </ActionIcon>
          </HoverTooltip>
        ))}
      </ActionIcon.Group>
      {matter && (
        <Button variant="default" leftSection={<IconListCheck size={18} />} onClick={() => setApplying(true)}>
          Apply Template
        </Button>
      )}
      <Button leftSection={<IconPlus size={18} />} onClick={() => add()}>
        Add Task
      </Button>
    </Group>
  );

  return (
    <>
      {heading === 'h2' ? (
        <PageHeader title="Tasks" actions={toolbar} />
      ) : (
        <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
          <Title order={3} fz="xl">
            Tasks
          </Title>
          {toolbar}
        </Group>
      )}
      {view === 'column' ? (
        <TaskBoard matterId={matterId} search={list.debouncedSearch || null} {...actions} onAdd={add} />
      ) : (
        <TaskTable matterId={matterId} list={list} actions={actions} />
      )}
      {dialog && <TaskDialog key={dialog.task?.id ?? 'new'} opened task={dialog.task} preset={dialog.preset} onClose={() => setDialog(null)} />}
      {details && <TaskDetailsDialog task={details} onClose={() => setDetails(null)} />}
      {applying && matter && <ApplyTemplateDialog matter={matter} onClose={() => setApplying(false)} />}
      <ConfirmDialog {...deletion.dialog} title="Delete task" message="Delete this task? This cannot be undone." />
    </>
  );
}
