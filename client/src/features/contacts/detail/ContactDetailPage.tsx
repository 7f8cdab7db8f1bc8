import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Avatar, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBuilding, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ContactDetailDocument, UpdateContactDocument, type ContactDetailFieldsFragment } from '../../../gql/graphql';
import { useViewer } from '../../../lib/viewer';
import { formatPhone } from '../../../ui/format';
import { EmptyState } from '../../../ui/EmptyState';
import { MissingRecord } from '../../../ui/MissingRecord';
import { PageLoader } from '../../../ui/PageLoader';
import { serverProblem } from '../../../ui/serverProblem';
import { UnsavedChangesDialog } from '../../../ui/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard';
import { CONTACT_NOT_SAVED } from '../contactForm';
import { contactProblems, placeContactProblems, tabToShow } from '../contactRules';
import { uploadContactPhoto } from '../photo';
import { updateInputOf, valuesOf, type DetailValues } from './contactValues';
import { MailingListTab } from './MailingListTab';
import { MainDetails, SUB_TABS, subTabOfField, type SubTab } from './MainDetails';
import { NotesTab } from './NotesTab';
import { RelatedCasesTab } from './RelatedCasesTab';
import { RelatedContactsTab } from './RelatedContactsTab';

export const TABS = [
  { value: 'mainDetails', label: 'Main Details' },
  { value: 'relatedCases', label: 'Related Cases' },
  { value: 'relatedContacts', label: 'Related Contacts' },
  { value: 'notes', label: 'Notes' },
  { value: 'documents', label: 'Documents' },
  { value: 'mailingList', label: 'Mailing List' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const REVEALERS = new Set(['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL']);
/** The search params switching between tabs of the same contact: never asked about. */
const VIEW_PARAMS = ['tab', 'subTab'];

const oneOf = <T extends string>(options: ReadonlyArray<{ value: T }>, value: string | null, fallback: T): T =>
  options.some((option) => option.value === value) ? (value as T) : fallback;

/**
 * The contact detail screen (/contactsPage?id=…&tab=…&subTab=…): unknown tabs fall back to
 * Main Details / Contact Individual, and switching tabs replaces the history entry. Leaving the
 * contact (another page, another contact) with changes not saved asks first.
 */
export function ContactDetailPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const tab = oneOf(TABS, params.get('tab'), 'mainDetails');
  const subTab = oneOf(SUB_TABS, params.get('subTab'), 'contactIndividual');
  const { data, loading, error, refetch } = useQuery(ContactDetailDocument, id ? { variables: { id } } : skipToken);

  const go = (changes: { tab?: Tab; subTab?: SubTab }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  if (!id) return <MissingRecord backTo="/contacts" backLabel="Back to Contacts" message="Choose a contact from the Contacts list." />;
  if (loading && !data) return <PageLoader />;
  if (!data) {
    const notFound = serverProblem(error).code === 'NOT_FOUND';
    return <MissingRecord message={notFound ? 'This contact does not exist or was deleted.' : "The contact couldn't be loaded. Check your connection and try again."} backTo="/contacts" backLabel="Back to Contacts" />;
  }
  return <ContactEditor key={data.contact.id} contact={data.contact} tab={tab} subTab={subTab} go={go} reload={() => refetch()} />;
}

function ContactEditor({
  contact,
  tab,
  subTab,
  go,
  reload,
}: {
  contact: ContactDetailFieldsFragment;
  tab: Tab;
  subTab: SubTab;
  go: (changes: { tab?: Tab; subTab?: SubTab }) => void;
  reload: () => Promise<unknown>;
}) {
  const viewer = useViewer();
  const client = useApolloClient();
  const person = contact.kind === 'PERSON';
  const [formError, setFormError] = useState<{ message: string; stale: boolean } | null>(null);
  const [photoState, setPhotoState] = useState<{ uploading: boolean; error: string | null }>({ uploading: false, error: null });
  const [updateContact, { loading: saving }] = useMutation(UpdateContactDocument);
  const form = useForm<DetailValues>({
    initialValues: valuesOf(contact),
    // Every field it can check, at once: names, lengths, email and phone shapes, dates, blank rows.
    validate: (values) => contactProblems(values, { person }),
  });

  /** After a refused save: the sub-tab shown stays when it holds a problem (the others holding one are marked), else the first opens. */
  const showProblems = (fields: string[]) => {
    const next = tabToShow(tab === 'mainDetails' ? subTab : subTabOfField(fields[0] ?? ''), fields, subTabOfField);
    if (tab !== 'mainDetails' || next !== subTab) go({ tab: 'mainDetails', subTab: next });
  };

  const save = form.onSubmit(
    async (values) => {
      setFormError(null);
      try {
        const { data } = await updateContact({ variables: { input: updateInputOf(contact.id, contact.version, values) } });
        if (data) {
          const saved = valuesOf(data.updateContact);
          form.setInitialValues(saved);
          form.setValues(saved);
          form.resetDirty(saved);
          notifications.show({ color: 'green', message: `${data.updateContact.name} saved.` });
        }
      } catch (failure) {
        const problem = serverProblem(failure, CONTACT_NOT_SAVED);
        if (problem.fields) {
          // All of them at once: each at its field or row (the sub-tabs holding one are marked), the rest above.
          const placed = placeContactProblems(problem.fields, Object.keys(form.getValues()));
          form.setErrors(placed.errors);
          if (placed.elsewhere) setFormError({ message: placed.elsewhere, stale: false });
          showProblems(Object.keys(placed.errors));
        } else {
          setFormError({ message: problem.message, stale: problem.code === 'CONFLICT' });
        }
      }
    },
    (errors) => showProblems(Object.keys(errors)),
  );

  const cancel = () => {
    form.reset();
    form.clearErrors();
    setFormError(null);
  };

  const reloadLatest = async () => {
    const { data } = (await reload()) as { data?: { contact: ContactDetailFieldsFragment } };
    if (data) {
      const latest = valuesOf(data.contact);
      form.setInitialValues(latest);
      form.setValues(latest);
      form.resetDirty(latest);
    }
    setFormError(null);
  };

  const uploadPhoto = async (file: File | null) => {
    if (!file) return setPhotoState({ uploading: false, error: null });
    setPhotoState({ uploading: true, error: null });
    const problem = await uploadContactPhoto(contact.id, file);
    // The upload bumps the contact's version: fetch it so the next Save starts from it.
    await client.refetchQueries({ include: ['ContactDetail'] });
    setPhotoState({ uploading: false, error: problem });
    if (!problem) notifications.show({ color: 'green', message: person ? 'Photo saved.' : 'Logo saved.' });
  };

  const editable = tab === 'mainDetails' || tab === 'mailingList';
  const dirty = form.isDirty();
  const guard = useUnsavedChangesGuard(dirty, { viewParams: VIEW_PARAMS });

  return (
    <form onSubmit={save} noValidate>
      <Anchor component={Link} to={person ? '/contacts' : '/contacts?type=company'} fz="sm" mb="sm" display="inline-block">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Contacts
        </Group>
      </Anchor>
      <Paper withBorder radius="lg" p="lg" mb="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={contact.photoUrl} size={64} radius={person ? 'xl' : 'md'} color="navy" alt="">
            {person ? <IconUser size={28} /> : <IconBuilding size={28} />}
          </Avatar>
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} fz={24}>
                {contact.name}
              </Title>
              <Badge variant="light" color={person ? 'navy' : 'grape'}>
                {person ? 'Person' : 'Company'}
              </Badge>
              {!contact.active && <Badge color="gray">Inactive</Badge>}
              {contact.locked && <Badge color="orange">Locked</Badge>}
            </Group>
            <Text c="dimmed" fz="sm">
              {[contact.email, formatPhone(contact.primaryPhone), contact.contactType].filter(Boolean).join(' · ') || 'No email or phone yet'}
            </Text>
          </Stack>
        </Group>
      </Paper>

      {formError && (
        <Alert color={formError.stale ? 'yellow' : 'red'} role="alert" mb="md" title={formError.stale ? 'Changed by someone else' : undefined}>
          <Group justify="space-between">
            <Text fz="sm">{formError.message}</Text>
            {formError.stale && (
              <Button size="xs" variant="white" onClick={() => void reloadLatest()}>
                Reload
              </Button>
            )}
          </Group>
        </Alert>
      )}

      <Paper withBorder radius="lg" p="md">
        <Tabs value={tab} onChange={(value) => go({ tab: (value as Tab) ?? 'mainDetails' })} keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="mainDetails">
            <MainDetails
              contact={contact}
              form={form}
              subTab={subTab}
              onSubTab={(next) => go({ subTab: next })}
              canReveal={REVEALERS.has(viewer.role)}
              photo={{ ...photoState, onChosen: (file) => void uploadPhoto(file) }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="relatedCases">
            <RelatedCasesTab contactId={contact.id} />
          </Tabs.Panel>
          <Tabs.Panel value="relatedContacts">
            <RelatedContactsTab contactId={contact.id} isPerson={person} />
          </Tabs.Panel>
          <Tabs.Panel value="notes">
            <NotesTab contactId={contact.id} />
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <EmptyState title="No documents" text="Documents filed for this contact on the firm's cases are listed here." />
          </Tabs.Panel>
          <Tabs.Panel value="mailingList">
            <MailingListTab form={form} />
          </Tabs.Panel>
        </Tabs>

        {editable && (
          <Group justify="space-between" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Text fz="sm" c={dirty ? 'orange.8' : 'dimmed'}>
              {dirty ? 'You have unsaved changes' : 'All changes saved'}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={cancel} disabled={!dirty || saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </Group>
          </Group>
        )}
      </Paper>
      <UnsavedChangesDialog {...guard.dialog} />
    </form>
  );
}
