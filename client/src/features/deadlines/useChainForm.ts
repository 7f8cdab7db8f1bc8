import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { SaveDeadlineChainTemplateDocument, type ChainTemplateFieldsFragment, type DeadlineDirection, type PeriodUnit, type Role, type ServiceMethod } from '../../gql/graphql';
import { valuesDiffer } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';

export type StepDraft = { label: string; amount: number; unit: PeriodUnit; direction: DeadlineDirection; fromPosition: number | null; service: ServiceMethod; createTask: boolean; assigneeRole: Role | null };

/** The chain's deadlines without the one at `index`: those counted from it are counted from the trigger, later positions move up. */
export function withoutStep(steps: readonly StepDraft[], index: number): StepDraft[] {
  return steps
    .filter((_, i) => i !== index)
    .map((s) => ({ ...s, fromPosition: s.fromPosition === null ? null : s.fromPosition === index ? null : s.fromPosition > index ? s.fromPosition - 1 : s.fromPosition }));
}

/** A chain as the dialog opens it: the template's, or a new one with one 21-day deadline. */
function chainValuesOf(template: ChainTemplateFieldsFragment | null): { name: string; triggerLabel: string; steps: StepDraft[] } {
  return {
    name: template?.name ?? '',
    triggerLabel: template?.triggerLabel ?? '',
    steps: template?.steps.map(({ label, amount, unit, direction, fromPosition, service, createTask, assigneeRole }) => ({ label, amount, unit, direction, fromPosition: fromPosition ?? null, service, createTask, assigneeRole: assigneeRole ?? null })) ?? [
      { label: '', amount: 21, unit: 'DAYS', direction: 'AFTER', fromPosition: null, service: 'NONE', createTask: true, assigneeRole: 'ATTORNEY' },
    ],
  };
}

/** Add or edit a deadline chain: its name, what starts it, its deadlines in order, and saving. */
export function useChainForm({ template, onClose }: { template: ChainTemplateFieldsFragment | null; onClose: () => void }) {
  const [initial] = useState(() => chainValuesOf(template));
  const [name, setName] = useState(initial.name);
  const [triggerLabel, setTriggerLabel] = useState(initial.triggerLabel);
  const [steps, setSteps] = useState<StepDraft[]>(initial.steps);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveDeadlineChainTemplateDocument, { refetchQueries: ['DeadlineChainTemplates'] });
  const change = (index: number, patch: Partial<StepDraft>) => setSteps(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const submit = async () => {
    try {
      await save({ variables: { input: { id: template?.id ?? null, version: template?.version ?? null, name, triggerLabel, steps } } });
      notifications.show({ color: 'green', message: 'Deadline chain saved.' });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The chain couldn't be saved. Please try again.");
      setProblem(found.fields ? Object.values(found.fields).join(' ') : found.message);
    }
  };
  return {
    /** The chain differs from what the dialog opened with. */
    dirty: valuesDiffer({ name, triggerLabel, steps }, initial),
    name,
    setName,
    triggerLabel,
    setTriggerLabel,
    steps,
    change,
    remove: (index: number) => setSteps(withoutStep(steps, index)),
    add: () => setSteps([...steps, { label: '', amount: 14, unit: 'DAYS', direction: 'AFTER', fromPosition: null, service: 'NONE', createTask: true, assigneeRole: null }]),
    problem,
    saving: loading,
    submit: () => void submit(),
  };
}
