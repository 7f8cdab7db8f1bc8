import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Center, Group, Loader, Paper, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { CaseDetailDocument, UpdateMatterDocument, type CaseDetailFieldsFragment, type MatterStatus } from '../../../gql/graphql';
import { MissingRecord } from '../../../ui/MissingRecord';
import { PageLoader } from '../../../ui/PageLoader';
import { serverProblem } from '../../../ui/serverProblem';
import { STATUS_COLORS, STATUS_LABELS } from '../matterFormat';
import { AllCaseContactsTab } from './AllCaseContactsTab';
import { CASE_TABS, partySubTabOf, tabOf, type CaseTab } from './caseTabs';
import { IncidentTab } from './IncidentTab';
import { PartiesTab } from './PartiesTab';
import { SummaryTab } from './SummaryTab';

// The tabs behind the Summary load when first opened: the calendar (FullCalendar), the task board
// (drag and drop) and the document uploader are most of the page's code and the Summary needs none.
const CalendarView = lazy(() => import('../../calendar/CalendarView').then((m) => ({ default: m.CalendarView })));
const TasksView = lazy(() => import('../../tasks/TasksView').then((m) => ({ default: m.TasksView })));
const DeadlinesTab = lazy(() => import('../../deadlines/DeadlinesTab').then((m) => ({ default: m.DeadlinesTab })));
const DocumentsView = lazy(() => import('../../documents/DocumentsView').then((m) => ({ default: m.DocumentsView })));
const CaseNotesTab = lazy(() => import('../../notes/CaseNotesTab').then((m) => ({ default: m.CaseNotesTab })));
const EmailsTab = lazy(() => import('../../emails/EmailsTab').then((m) => ({ default: m.EmailsTab })));

/** A tab whose code is loaded on first use: a spinner in the panel meanwhile. */
function LazyTab({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The case detail (/cases/caseDetail, /caseBrowse/caseDetail and its sub-pages, with `?id=`):
 * a header with the case's status, and the tabs of spec 2.7 in `?tab=` (unknown: Summary).
 * Changing tab keeps only the case and the tab in the address, without a history entry.
 */
export function CaseDetailPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('id');
  const tab = tabOf(pathname, params);
  const { data, loading, error } = useQuery(CaseDetailDocument, { variables: { id: id ?? '' }, skip: !id });

  if (!id) return <MissingRecord backTo="/cases" backLabel="Back to Cases" message="Choose a case from the case list." />;
  if (loading && !data) return <PageLoader />;
  if (!data) {
    const notFound = serverProblem(error).code === 'NOT_FOUND';
    return <MissingRecord message={notFound ? 'This case does not exist, was deleted, or is not shared with you.' : "The case couldn't be loaded. Check your connection and try again."} backTo="/cases" backLabel="Back to Cases" />;
  }

  const setTab = (next: CaseTab) => setParams({ id, tab: next }, { replace: true });
  const setSubTab = (subTab: string) => {
    const next = new URLSearchParams(params);
    next.set('subTab', subTab);
    setParams(next, { replace: true });
  };
  const subTab = partySubTabOf(tab, params);
  const matter = data.matter;
  const listPath = pathname.startsWith('/caseBrowse') ? '/caseBrowse' : '/cases';

  return (
    <Stack gap="md">
      <Anchor component={Link} to={listPath} fz="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {listPath === '/cases' ? 'Cases' : 'Case list'}
        </Group>
      </Anchor>
      <CaseHeader matter={matter} />
      <Paper withBorder radius="lg" p="md">
        <Tabs value={tab} onChange={(value) => setTab((value as CaseTab) ?? 'summary')} keepMounted={false}>
          <Tabs.List mb="md">
            {CASE_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="summary">
            <SummaryTab matter={matter} onOpenTab={setTab} />
          </Tabs.Panel>
          <Tabs.Panel value="allCaseContacts">
            <AllCaseContactsTab matterId={matter.id} />
          </Tabs.Panel>
          <Tabs.Panel value="incident">
            <IncidentTab matter={matter} />
          </Tabs.Panel>
          <Tabs.Panel value="calendar">
            <LazyTab>
              <CalendarView matter={{ id: matter.id, name: matter.name, number: matter.number }} defaultView="month" title="Calendar" />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="task">
            <LazyTab>
              <TasksView matter={{ id: matter.id, name: matter.name, number: matter.number }} defaultView="row" heading="h3" />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="deadlines">
            <LazyTab>
              <DeadlinesTab matter={{ id: matter.id, name: matter.name, number: matter.number }} />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="notes">
            <LazyTab>
              <CaseNotesTab matterId={matter.id} />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <LazyTab>
              <DocumentsView matter={{ id: matter.id, name: matter.name, number: matter.number }} heading="h3" />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="emails">
            <LazyTab>
              <EmailsTab matterId={matter.id} />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="plaintiff">{subTab && <PartiesTab matter={matter} side="plaintiff" subTab={subTab} onSubTab={setSubTab} />}</Tabs.Panel>
          <Tabs.Panel value="defendant">{subTab && <PartiesTab matter={matter} side="defendant" subTab={subTab} onSubTab={setSubTab} />}</Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

/** Case title, number, type and status; the status is changed here (recorded with its date). */
function CaseHeader({ matter }: { matter: CaseDetailFieldsFragment }) {
  const [updateMatter, { loading }] = useMutation(UpdateMatterDocument);
  const changeStatus = async (status: MatterStatus) => {
    try {
      await updateMatter({ variables: { input: { id: matter.id, version: matter.version, status } }, refetchQueries: ['MatterActivity'] });
      notifications.show({ color: 'green', message: `The case is now ${STATUS_LABELS[status]}.` });
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, "The status couldn't be changed.").message });
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} fz={24}>
              {matter.name}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[matter.status]}>
              {STATUS_LABELS[matter.status]}
            </Badge>
          </Group>
          <Text c="dimmed" fz="sm">
            Case No. {matter.number}
            {matter.caseType ? ` · ${matter.caseType}` : ''}
            {` · ${STATUS_LABELS[matter.status]} for ${matter.statusDays} ${matter.statusDays === 1 ? 'day' : 'days'}`}
          </Text>
        </Stack>
        <SegmentedControl
          aria-label="Case status"
          value={matter.status}
          disabled={loading}
          onChange={(value) => void changeStatus(value as MatterStatus)}
          data={(['PENDING', 'IN_PROGRESS', 'COMPLETED'] as const).map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        />
      </Group>
    </Paper>
  );
}
