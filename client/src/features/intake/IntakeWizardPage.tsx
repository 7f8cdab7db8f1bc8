import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { IntakeDocument } from '../../gql/graphql';
import { PageHeader } from '../../ui/PageHeader';
import { serverProblem } from '../../ui/serverProblem';
import { FormProblem } from '../../ui/FormProblem';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { useOptionLists } from '../options/useOptionLists';
import { CaseTab } from './CaseTab';
import {
  emptyIntake,
  firstSubTabInError,
  intakeInputOf,
  intakeRules,
  OPTION_KEYS,
  SHOWN_FIELDS,
  SUB_TABS,
  type IntakeValues,
  type SubTab,
} from './intakeForm';
import { PlaintiffTab } from './PlaintiffTab';
import { ReferralSourceTab } from './ReferralSourceTab';

const subTabOf = (value: string | null): SubTab => SUB_TABS.find((tab) => tab.value === value)?.value ?? 'case';

/** The search param switching between the wizard's tabs: the same form, never asked about. */
const VIEW_PARAMS = ['subTab'];

/** Whether the browser history has an entry before this one (react-router keeps its index in `history.state`). */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The intake wizard (/intakeWizard?subTab=case|plaintiff|referralSource): one form over three
 * tabs; Save All Changes opens the case with its plaintiff and referral source at once, then
 * shows it. Switching tabs replaces the history entry; an unknown tab is Case. Leaving with
 * something typed and not saved (Cancel too) asks first.
 */
export function IntakeWizardPage() {
  const [params, setParams] = useSearchParams();
  const subTab = subTabOf(params.get('subTab'));
  const navigate = useNavigate();
  const lists = useOptionLists(OPTION_KEYS);
  const [intake, { loading: saving }] = useMutation(IntakeDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<IntakeValues>({ initialValues: emptyIntake(), validate: intakeRules });
  const guard = useUnsavedChangesGuard(form.isDirty(), { viewParams: VIEW_PARAMS });

  // flushSync: on a failed check the tab switch happens inside the form's submit event, and a
  // router update started there as a transition is taken by React 19 for a form action.
  const go = (tab: SubTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('subTab', tab);
        return next;
      },
      { replace: true, flushSync: true },
    );

  const save = form.onSubmit(
    async (values) => {
      setFormError(null);
      try {
        const { data } = await intake({
          variables: { input: intakeInputOf(values) },
          update: (cache) => {
            // A new case and a new contact: lists cached before are out of date.
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'matters' });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'contacts' });
            cache.gc();
          },
        });
        if (data) {
          notifications.show({ color: 'green', message: `Case ${data.intake.number} opened` });
          form.reset();
          guard.allowLeaving();
          void navigate(`/cases/caseDetail?id=${encodeURIComponent(data.intake.id)}`);
        }
      } catch (failure) {
        const problem = serverProblem(failure, "The intake couldn't be saved. Check your connection and try again.");
        const entries = Object.entries(problem.fields ?? {});
        const shown = entries.filter(([field]) => SHOWN_FIELDS.has(field));
        const elsewhere = entries.filter(([field]) => !SHOWN_FIELDS.has(field)).map(([, message]) => message);
        if (shown.length) {
          form.setErrors(Object.fromEntries(shown));
          go(firstSubTabInError(shown.map(([field]) => field)));
        }
        if (elsewhere.length || !shown.length) setFormError(elsewhere.length ? elsewhere.join(' ') : problem.message);
      }
    },
    (errors) => go(firstSubTabInError(Object.keys(errors).filter((field) => errors[field]))),
  );

  // Nothing is reset here: the question may keep the user on the wizard with what they typed.
  const cancel = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/cases');
  };

  return (
    <form onSubmit={save} noValidate>
      <PageHeader title="Intake Wizard" />
      <FormProblem problem={formError} mb="md" />
      <Paper withBorder radius="lg" p="md">
        <Tabs value={subTab} onChange={(value) => go(subTabOf(value))} keepMounted={false}>
          <Tabs.List mb="md">
            {SUB_TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="case">
            <CaseTab form={form} lists={lists} />
          </Tabs.Panel>
          <Tabs.Panel value="plaintiff">
            <PlaintiffTab form={form} lists={lists} />
          </Tabs.Panel>
          <Tabs.Panel value="referralSource">
            <ReferralSourceTab form={form} lists={lists} />
          </Tabs.Panel>
        </Tabs>

        <Group justify="flex-end" gap="sm" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Button variant="default" onClick={cancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save All Changes
          </Button>
        </Group>
      </Paper>
      <UnsavedChangesDialog {...guard.dialog} />
    </form>
  );
}
