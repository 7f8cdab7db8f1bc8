import { useMutation } from '@apollo/client/react';
import { Alert, Checkbox, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CreateTaskDocument, MoveTaskDocument, UpdateTaskDocument, type TaskFieldsFragment } from '../../gql/graphql';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import { orNull } from '../../ui/formValues';
import { maxLengthOf, minOf } from '../../ui/limits';
import { serverProblem } from '../../ui/serverProblem';
import { placeFieldProblems } from '../../ui/useFormSave';
import { COLUMNS, PRIORITIES, TASK_TYPES } from './taskFormat';
import { estimateMinutesOf, TASK_RULES, taskFieldOf, taskValuesOf as valuesOf, type TaskDialogPreset, type TaskValues } from './taskForm';
import { useStaffOptions } from '../../ui/useStaffOptions';
import { FormActions } from '../../ui/FormActions';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

export type { TaskDialogPreset } from './taskForm';

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
  const form = useForm<TaskValues>({ initialValues: valuesOf(task, preset), validate: TASK_RULES });
  const currentMatter = task?.matter ?? preset.matter ?? null;

  const close = () => {
    form.setValues(valuesOf(task, preset));
    form.resetDirty(valuesOf(task, preset));
    setProblem(null);
    onClose();
  };
  // Closing with changes not saved asks first (a save closes at once).
  const guard = useCloseGuard(opened && form.isDirty(), close);

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
      estimateMinutes: estimateMinutesOf(values.estimateHours),
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
        // Every field the server names at once, at its field; one it has no field for, above the form.
        const placed = placeFieldProblems(found.fields, Object.keys(form.getValues()), taskFieldOf);
        form.setErrors(placed.errors);
        setProblem(placed.elsewhere);
      } else setProblem(found.message);
    }
  });

  return (
    <Modal opened={opened} {...guard.modalProps} title={task ? 'Edit Task' : 'Add Task'} size={650} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {problem && <Alert color="red">{problem}</Alert>}
          <TextInput label="Task Name" placeholder="File Notice" withAsterisk data-autofocus maxLength={maxLengthOf('CreateTaskInput', 'title')} {...form.getInputProps('title')} />
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
          <Textarea label="Description" autosize minRows={3} maxRows={8} maxLength={maxLengthOf('CreateTaskInput', 'description')} {...form.getInputProps('description')} />
          {/* Not clamped: a negative estimate is refused with its reason, never quietly made 0. */}
          <NumberInput
            label="Estimate (hours)"
            min={minOf('CreateTaskInput', 'estimateMinutes')}
            clampBehavior="none"
            step={0.25}
            decimalScale={2}
            w={200}
            {...form.getInputProps('estimateHours')}
          />
          <FormActions onCancel={guard.close} saving={creating.loading || updating.loading || moving.loading} mt="sm">
            Save & Close
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
