import { useMutation } from '@apollo/client/react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  CreateWorkflowTemplateDocument,
  UpdateWorkflowTemplateDocument,
  type Role,
  type TaskPriority,
  type WorkflowTemplateFieldsFragment,
  type WorkflowTemplateInput,
  type WorkflowTrigger,
} from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { useOptionLists } from '../options/useOptionLists';
import { lengthProblem, limitOf } from '../../ui/limits';

export const MAX_STEPS = limitOf('WorkflowTemplateInput', 'steps').arrayMaxSize;

export interface StepValues {
  key: string;
  title: string;
  description: string;
  type: string | null;
  priority: TaskPriority;
  dueOffsetDays: number | string;
  assigneeRole: Role | null;
}

export interface TemplateValues {
  name: string;
  caseType: string | null;
  trigger: WorkflowTrigger;
  stage: string | null;
  active: boolean;
  steps: StepValues[];
}

export type TemplateForm = UseFormReturnType<TemplateValues>;

const emptyStep = (): StepValues => ({ key: randomId(), title: '', description: '', type: null, priority: 'NORMAL', dueOffsetDays: '', assigneeRole: null });

/** A template as the form edits it; a new one starts with one empty step. */
export const valuesOf = (template: WorkflowTemplateFieldsFragment | null): TemplateValues => ({
  name: template?.name ?? '',
  caseType: template?.caseType ?? null,
  trigger: template?.trigger ?? 'ON_CREATE',
  stage: template?.stage ?? null,
  active: template?.active ?? true,
  steps: template?.steps.length
    ? template.steps.map((step) => ({
        key: step.id,
        title: step.title,
        description: step.description ?? '',
        type: step.type,
        priority: step.priority,
        dueOffsetDays: step.dueOffsetDays ?? '',
        assigneeRole: step.assigneeRole,
      }))
    : [emptyStep()],
});

/** The template as the server takes it: a stage only for "when the case reaches a stage", no due date for an empty one. */
export const templateInput = (values: TemplateValues): WorkflowTemplateInput => ({
  name: values.name.trim(),
  caseType: values.caseType,
  trigger: values.trigger,
  stage: values.trigger === 'ON_STAGE' ? values.stage : null,
  active: values.active,
  steps: values.steps.map((step) => ({
    title: step.title.trim(),
    description: orNull(step.description),
    type: step.type,
    priority: step.priority,
    dueOffsetDays: step.dueOffsetDays === '' ? null : Number(step.dueOffsetDays),
    assigneeRole: step.assigneeRole,
  })),
});

/** The server's messages: those about a field go to it (`steps.0.title`); one about the steps as a whole is said above the form. */
export function splitTemplateProblems(fields: Record<string, string>): { errors: Record<string, string>; others: string | null } {
  const byPath = Object.entries(fields).map(([path, message]) => [path.replace(/^input\./, ''), message] as const);
  const others = byPath.filter(([path]) => path === 'steps');
  return {
    errors: Object.fromEntries(byPath.filter(([path]) => path !== 'steps')),
    others: others.length ? others.map(([, message]) => message).join(' ') : null,
  };
}

/**
 * Add / Edit workflow template: the form and its rules, the steps in order (add, move, remove)
 * and saving over the version it was opened at.
 */
export function useWorkflowTemplateForm({ template, onClose }: { template: WorkflowTemplateFieldsFragment | null; onClose: () => void }) {
  const lists = useOptionLists(['CASE_TYPES', 'MATTER_STAGES']);
  const [problem, setProblem] = useState<string | null>(null);
  const [createTemplate, creating] = useMutation(CreateWorkflowTemplateDocument, { refetchQueries: ['WorkflowTemplates'] });
  const [updateTemplate, updating] = useMutation(UpdateWorkflowTemplateDocument, { refetchQueries: ['WorkflowTemplates'] });
  const form = useForm<TemplateValues>({
    initialValues: valuesOf(template),
    validate: {
      name: (value) => (value.trim() ? lengthProblem('WorkflowTemplateInput', 'name')(value.trim()) : 'Enter the template name.'),
      stage: (value, values) => (values.trigger === 'ON_STAGE' && !value ? 'Choose the stage that applies this workflow.' : null),
      steps: {
        title: (value) => (value.trim() ? lengthProblem('WorkflowStepInput', 'title')(value) : 'Enter what the task is.'),
        description: lengthProblem('WorkflowStepInput', 'description'),
        dueOffsetDays: (value) => (value !== '' && (!Number.isInteger(Number(value)) || Number(value) < 0) ? 'Use a whole number of days, 0 or more.' : null),
      },
    },
  });

  const save = form.onSubmit(async (values) => {
    setProblem(null);
    if (values.steps.length === 0) return setProblem('Add at least one step.');
    const input = templateInput(values);
    try {
      if (template) await updateTemplate({ variables: { input: { ...input, id: template.id, version: template.version } } });
      else await createTemplate({ variables: { input } });
      notifications.show({ color: 'green', message: template ? 'Template saved.' : 'Template added.' });
      onClose();
    } catch (error) {
      const found = serverProblem(error, "The template couldn't be saved. Check your connection and try again.");
      if (!found.fields) return setProblem(found.message);
      const { errors, others } = splitTemplateProblems(found.fields);
      form.setErrors(errors);
      setProblem(others);
    }
  });

  return {
    form,
    lists,
    problem,
    save,
    saving: creating.loading || updating.loading,
    steps: {
      add: () => form.insertListItem('steps', emptyStep()),
      move: (from: number, to: number) => form.reorderListItem('steps', { from, to }),
      remove: (index: number) => form.removeListItem('steps', index),
    },
  };
}

export type TemplateSteps = ReturnType<typeof useWorkflowTemplateForm>['steps'];
