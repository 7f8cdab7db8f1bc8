import { useMutation } from '@apollo/client/react';
import { Alert, Checkbox, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CreateTaskDocument, MoveTaskDocument, UpdateTaskDocument, type TaskColumn, type TaskFieldsFragment, type TaskPriority } from '../../gql/graphql';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { COLUMNS, PRIORITIES, TASK_TYPES } from './taskFormat';
import { useStaffOptions } from '../../ui/useStaffOptions';
import { FormActions } from '../../ui/FormActions';

export interface TaskDialogPreset {
  column?: TaskColumn;
  /** The case it is opened from: linked to it by default. */
  matter?: { id: string; name: string; number: string } | null;
}

const valuesOf = (task: TaskFieldsFragment | null, preset: TaskDialogPreset) => ({
  title: task?.title ?? '',
  dueDate: task?.dueDate ?? '',
  type: task?.type ?? null,
  notLinked: task ? !task.matterId : !preset.matter,
  matterId: task?.matterId ?? preset.matter?.id ?? null,
  priority: (task?.priority ?? 'LOW') as TaskPriority,
  column: (task?.column ?? preset.column ?? 'IN_QUEUE') as TaskColumn,
  assigneeIds: task?.assignees.map((a) => a.id) ?? [],
  description: task?.description ?? '',
  estimateHours: task?.estimateMinutes != null ? task.estimateMinutes / 60 : ('' as number | string),
});

/**
 * Add Task (spec 2.9) and, given a task, Edit Task: every field is saved. "This task is not
 * linked to a case" disables Select Case; an edit goes over the version it was opened at.
 */
export function TaskDialog({ opened, onClose, task, preset = {} }: { opened: boolean; onClose: () => void; task: TaskFieldsFragment | null; preset?: TaskDialogPreset }) {
  const staff = useStaffOptions(!opened);
  const [problem, setProblem] = useState<string | null>(null);
  const refetchQueries = ['Board', 'TaskTable'];
  const [createTask, creating] = useMutation(CreateTaskDocument, { refetchQueries });
  const [updateTask, updating] = useMutation(UpdateTaskDocument, { refetchQueries });
  const [moveTask, moving] = useMutation(MoveTaskDocument, { refetchQueries });
  const form = useForm({
    initialValues: valuesOf(task, preset),
    validate: {
      title: (value) => (value.trim() ? null : 'Enter the task name.'),
      matterId: (value, values) => (!values.notLinked && !value ? 'Choose the case, or tick "This task is not linked to a case".' : null),
    },
  });
  const currentMatter = task?.matter ?? preset.matter ?? null;

  const close = () => {
    form.setValues(valuesOf(task, preset));
    form.resetDirty(valuesOf(task, preset));
    setProblem(null);
    onClose();
  };

  const save = form.onSubmit(async (values) => {
    setProblem(null);
    const fields = {
      title: values.title.trim(),
      dueDate: values.dueDate || null,
      type: values.type,
      matterId: values.notLinked ? null : values.matterId,
      priority: values.priority,
      assigneeIds: values.assigneeIds,
      description: orNull(values.description),
      estimateMinutes: values.estimateHours === '' ? null : Math.round(Number(values.estimateHours) * 60),
    };
    try {
      if (task) {
        await updateTask({ variables: { input: { id: task.id, version: task.version, ...fields } } });
        if (values.column !== task.column) await moveTask({ variables: { input: { id: task.id, column: values.column, beforeId: null } } });
        notifications.show({ color: 'green', message: 'Task saved.' });
      } else {
        await createTask({ variables: { input: { ...fields, column: values.column } } });
        notifications.show({ color: 'green', message: 'Task added.' });
      }
      form.reset();
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The task couldn't be saved. Check your connection and try again.");
      if (found.code === 'CONFLICT') setProblem('Someone else changed this task meanwhile. Close it and open it again to see their changes.');
      else if (found.fields) {
        const { estimateMinutes, ...rest } = found.fields;
        form.setErrors(estimateMinutes ? { ...rest, estimateHours: estimateMinutes } : rest);
      }
      else setProblem(found.message);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={task ? 'Edit Task' : 'Add Task'} size={650} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {problem && <Alert color="red">{problem}</Alert>}
          <TextInput label="Task Name" placeholder="File Notice" withAsterisk data-autofocus {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Due Date" type="date" {...form.getInputProps('dueDate')} />
            <Select label="Type" placeholder="Choose a type" data={TASK_TYPES} clearable {...form.getInputProps('type')} />
          </SimpleGrid>
          <Checkbox label="This task is not linked to a case" {...form.getInputProps('notLinked', { type: 'checkbox' })} />
          <MatterSelect
            label="Select Case"
            disabled={form.values.notLinked}
            current={currentMatter ? { id: currentMatter.id, label: matterLabel(currentMatter) } : null}
            value={form.values.matterId}
            onChange={(id) => form.setFieldValue('matterId', id)}
            error={form.errors.matterId}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Priority" data={PRIORITIES} allowDeselect={false} {...form.getInputProps('priority')} />
            <Select label="Status" data={COLUMNS} allowDeselect={false} {...form.getInputProps('column')} />
          </SimpleGrid>
          <MultiSelect label="Assignees" placeholder="Choose people of your firm" data={staff.options} searchable clearable {...form.getInputProps('assigneeIds')} />
          <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
          <NumberInput label="Estimate (hours)" min={0} step={0.25} decimalScale={2} w={200} {...form.getInputProps('estimateHours')} />
          <FormActions onCancel={close} saving={creating.loading || updating.loading || moving.loading} mt="sm">
            Save & Close
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
