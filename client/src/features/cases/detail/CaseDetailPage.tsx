import { skipToken, useQuery } from '@apollo/client/react';
import { Anchor, Center, Group, Loader, Paper, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { CaseDetailDocument } from '../../../gql/graphql';
import { MissingRecord } from '../../../ui/MissingRecord';
import { PageLoader } from '../../../ui/PageLoader';
import { serverProblem } from '../../../ui/serverProblem';
import { AllCaseContactsTab } from './AllCaseContactsTab';
import { CaseHeader } from './CaseHeader';
import { CASE_TABS, medicalSubTabOf, partySubTabOf, settlementSubTabOf, tabOf, type CaseTab } from './caseTabs';
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
// The case's money records: read by fewer people than the Summary, so loaded when first opened too.
const InsuranceTab = lazy(() => import('../../insurance/InsuranceTab').then((m) => ({ default: m.InsuranceTab })));
const MedicalTab = lazy(() => import('../../medical/MedicalTab').then((m) => ({ default: m.MedicalTab })));
const CostsTab = lazy(() => import('../../costs/CostsTab').then((m) => ({ default: m.CostsTab })));
const SettlementTab = lazy(() => import('../../settlement/SettlementTab').then((m) => ({ default: m.SettlementTab })));

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
  const { data, loading, error } = useQuery(CaseDetailDocument, id ? { variables: { id } } : skipToken);

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
          <Tabs.Panel value="insurance">
            <LazyTab>
              <InsuranceTab matterId={matter.id} />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="medical">
            <LazyTab>
              <MedicalTab matterId={matter.id} subTab={medicalSubTabOf(params)} onSubTab={setSubTab} />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="costs">
            <LazyTab>
              <CostsTab matter={{ id: matter.id, name: matter.name }} />
            </LazyTab>
          </Tabs.Panel>
          <Tabs.Panel value="settlement">
            <LazyTab>
              <SettlementTab matterId={matter.id} subTab={settlementSubTabOf(params)} onSubTab={setSubTab} />
            </LazyTab>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
