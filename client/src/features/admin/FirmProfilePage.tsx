import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FirmProfileDocument, UpdateFirmProfileDocument, type FirmProfileQuery } from '../../gql/graphql';
import { timeZoneChoices, zoneLabel } from '../../lib/timeZones';
import { maxLengthOf, tooLong } from '../../ui/limits';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/PageLoader';
import { SaveChangesBar } from '../../ui/SaveChangesBar';
import { serverProblem, UNREACHABLE } from '../../ui/serverProblem';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';

type Firm = NonNullable<NonNullable<FirmProfileQuery['me']>['firm']>;
type Fields = Pick<Firm, 'address' | 'remitTo' | 'paymentInstructions'> & { timeZone: string; ledesId: string };
const FIELDS: Array<{ key: Exclude<keyof Fields, 'timeZone' | 'ledesId'>; label: string; description: string; placeholder: string }> = [
  { key: 'address', label: 'Address', description: 'Printed under the firm name on invoices, settlement statements and demand letters.', placeholder: '100 Congress Ave, Suite 400\nAustin, TX 78701' },
  { key: 'remitTo', label: 'Remit payment to', description: 'Where clients send payment. Left empty, invoices show the firm name and address.', placeholder: 'Accounts Receivable\nPO Box 1200, Austin, TX 78767' },
  { key: 'paymentInstructions', label: 'Payment instructions', description: 'How to pay: checks payable to, bank transfer details, a payment link.', placeholder: 'Checks payable to …' },
];

/** Settings > Firm Profile (/settings/firm): the firm's address, remit-to and payment instructions, as its invoices print them, and its time zone. */
export function FirmProfilePage() {
  const { data, loading } = useQuery(FirmProfileDocument, { fetchPolicy: 'cache-and-network' });
  const firm = data?.me?.firm;
  if (loading && !firm) return <PageLoader />;
  if (!firm) return null;
  // Keyed by version: a save (or someone else's) starts the form again from the server's values.
  return (
    <>
      <FirmProfileForm key={firm.version} saved={firm} />
      <AiServiceNote model={data?.aiModel ?? null} />
    </>
  );
}

/** Which assistant answers AI Chat, and (for the built-in one) how a service is connected. */
function AiServiceNote({ model }: { model: string | null }) {
  return (
    <Paper component="section" withBorder radius="lg" p="lg" mt="xl" maw={760} aria-label="AI assistant">
      <Text fw={600} mb={4}>
        AI assistant
      </Text>
      <Text fz="sm" c="dimmed">
        {model
          ? `AI Chat answers with ${model}, through the OpenAI-compatible service your Matterhorn is connected to. It looks up your firm's records with the assistant's tools, within what each person may open.`
          : "AI Chat answers with the built-in assistant, which needs no AI service: it answers questions about your cases (statutes, what is due or overdue, inactive cases, policies and adjusters, medical bills, documents, summaries and follow-up letters) from your firm's records, within what each person may open. For open questions in your own words, whoever runs Matterhorn for your firm can connect an OpenAI-compatible service (AI_PROVIDER=openai, AI_BASE_URL, AI_API_KEY, AI_MODEL): it answers with the same tools."}
      </Text>
    </Paper>
  );
}

function FirmProfileForm({ saved }: { saved: Firm }) {
  // An empty time zone: not chosen, the server's applies (shown as the placeholder).
  const initial: Fields = { address: saved.address ?? '', remitTo: saved.remitTo ?? '', paymentInstructions: saved.paymentInstructions ?? '', timeZone: saved.timeZoneIsServerDefault ? '' : saved.timeZone, ledesId: saved.ledesId ?? '' };
  const [values, setValues] = useState<Fields>(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateFirmProfileDocument);
  const changed = FIELDS.some(({ key }) => values[key] !== initial[key]) || values.timeZone !== initial.timeZone || values.ledesId !== initial.ledesId;
  const guard = useUnsavedChangesGuard(changed);

  const submit = async () => {
    setError(null);
    // Every field's problem at once, as the server would say it.
    const found = Object.fromEntries(
      FIELDS.map(({ key }) => [key, tooLong(values[key], maxLengthOf('UpdateFirmProfileInput', key))]).filter(([, problem]) => problem),
    ) as Partial<Record<keyof Fields, string>>;
    setProblems(found);
    if (Object.keys(found).length) return;
    try {
      await save({ variables: { input: { version: saved.version, ...values, timeZone: values.timeZone || null, ledesId: values.ledesId.trim() || null } } });
      notifications.show({ color: 'navy', message: 'Firm profile saved. Invoices print it from now on.' });
    } catch (failure) {
      const problem = serverProblem(failure, UNREACHABLE);
      if (problem.fields) setProblems(problem.fields as Partial<Record<keyof Fields, string>>);
      else setError(problem.message);
    }
  };

  return (
    <>
      <PageHeader title="Firm Profile" />
      <Stack gap="md" maw={760}>
        <Text c="dimmed" fz="sm">
          {saved.name}: what your invoices print besides the firm name, the time zone Matterhorn writes your dates and times in, and your firm's id in e-billing. The firm name, email and phone are kept by Matterhorn support.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="lg">
            {FIELDS.map(({ key, label, description, placeholder }) => (
              <Textarea
                key={key}
                label={label}
                description={description}
                placeholder={placeholder}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={maxLengthOf('UpdateFirmProfileInput', key)}
                value={values[key] ?? ''}
                error={problems[key]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [key]: value }));
                }}
              />
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Select
            label="Time zone"
            description="Notifications, reminders, invoices, statements, letters and exports write dates and times in it, and “today” is its day. Each person's screen shows times in their own browser's zone, and says so when it differs."
            placeholder={`Not chosen: the server's, ${zoneLabel(saved.timeZoneIsServerDefault ? saved.timeZone : 'UTC')}`}
            data={timeZoneChoices(saved.timeZone).map((zone) => ({ value: zone, label: zoneLabel(zone) }))}
            searchable
            clearable
            limit={400}
            nothingFoundMessage="No time zone by that name"
            value={values.timeZone || null}
            error={problems.timeZone}
            onChange={(zone) => setValues((current) => ({ ...current, timeZone: zone ?? '' }))}
          />
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <TextInput
            label="LEDES firm ID"
            description="Your firm's id in your clients' e-billing portals (LAW_FIRM_ID in LEDES invoice files), often its tax id. Left empty, the files carry an id Matterhorn makes for the firm."
            placeholder="74-1234567"
            maxLength={maxLengthOf('UpdateFirmProfileInput', 'ledesId')}
            value={values.ledesId}
            error={problems.ledesId}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, ledesId: value }));
            }}
          />
        </Paper>
        <SaveChangesBar changed={changed} saving={loading} onDiscard={() => setValues(initial)} onSave={() => void submit()}>
          Save profile
        </SaveChangesBar>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </>
  );
}
