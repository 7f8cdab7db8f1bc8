import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CLIENTS, FIRM_STAFF, PLATFORM, TRUST_READERS } from './lib/roles';
import { RequireAuth } from './features/auth/RequireAuth';
import { InvitationPage } from './features/auth/InvitationPage';
import { SignInPage } from './features/auth/SignInPage';
import type { Role } from './gql/graphql';
import { AppFrame, type RouteHandle } from './layout/AppFrame';
import { NotFoundPage } from './layout/NotFoundPage';
import { PageLoader } from './ui/PageLoader';

/** A route's `lazy` that loads a page: `page` names it (its export, and its module's file name). */
type LazyPage = (() => Promise<{ Component: ComponentType }>) & { page: string };

/** react-router's `lazy`: the page's module is loaded the first time its route is visited. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  return Object.assign(async () => ({ Component: (await load())[name] }), { page: name });
}

const ALL: readonly Role[] = [...FIRM_STAFF, ...PLATFORM, ...CLIENTS];
const HOME: readonly Role[] = [...FIRM_STAFF, ...PLATFORM];
/** Invoices: whoever the firm lets see billing (Firm User Permissions; the route also checks `seeBilling`). */
const BILLING: readonly Role[] = FIRM_STAFF;

const home = lazyPage(() => import('./features/dashboard/HomePage'), 'HomePage');
const caseDetail = lazyPage(() => import('./features/cases/detail/CaseDetailPage'), 'CaseDetailPage');

/** The case detail sub-pages of spec 2.2, each at /caseBrowse/caseDetail/{subpage}. */
export const CASE_DETAIL_SUBPAGES = [
  'summary',
  'allCaseContacts',
  'incident',
  'calendar',
  'tasks',
  'notes',
  'caseDetailDocument',
  'emails',
] as const;

interface PageRoute {
  path: string;
  lazy: LazyPage;
  handle: RouteHandle;
}

/** Every route of spec 2.2 with who may open it (the server enforces the data behind each). */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', lazy: home, handle: { title: 'Home', roles: ALL, drawnAhead: true } },
  { path: '/homePage', lazy: home, handle: { title: 'Home', roles: HOME, drawnAhead: true } },
  { path: '/dashboard', lazy: home, handle: { title: 'Dashboard', roles: HOME, drawnAhead: true } },
  {
    path: '/intakeWizard',
    lazy: lazyPage(() => import('./features/intake/IntakeWizardPage'), 'IntakeWizardPage'),
    handle: { title: 'Intake Wizard', roles: FIRM_STAFF },
  },
  {
    path: '/caseBrowse',
    lazy: lazyPage(() => import('./features/cases/CaseBrowsePage'), 'CaseBrowsePage'),
    handle: { title: 'Case list', roles: FIRM_STAFF, drawnAhead: true },
  },
  {
    path: '/contactlist',
    lazy: lazyPage(() => import('./features/contacts/ContactListPage'), 'ContactListPage'),
    handle: { title: 'Contact list', roles: FIRM_STAFF },
  },
  {
    path: '/cases',
    lazy: lazyPage(() => import('./features/cases/CasesPage'), 'CasesPage'),
    handle: { title: 'Cases', roles: FIRM_STAFF, drawnAhead: true },
  },
  {
    path: '/settings/deadlines',
    lazy: lazyPage(() => import('./features/deadlines/DeadlineRulesPage'), 'DeadlineRulesPage'),
    handle: { title: 'Deadline Rules', roles: FIRM_STAFF },
  },
  {
    path: '/settings/workflows',
    lazy: lazyPage(() => import('./features/workflows/WorkflowTemplatesPage'), 'WorkflowTemplatesPage'),
    handle: { title: 'Workflow Templates', roles: ['FIRM_ADMIN'] },
  },
  {
    path: '/settings/fee-agreement',
    lazy: lazyPage(() => import('./features/settlement/FirmFeeDefaultsPage'), 'FirmFeeDefaultsPage'),
    handle: { title: 'Fee Agreement', roles: ['FIRM_ADMIN'] },
  },
  {
    path: '/settings/templates',
    lazy: lazyPage(() => import('./features/templates/TemplatesPage'), 'TemplatesPage'),
    handle: { title: 'Templates', roles: ['FIRM_ADMIN'] },
  },
  {
    path: '/cases/statutes',
    lazy: lazyPage(() => import('./features/deadlines/StatutesAtRiskPage'), 'StatutesAtRiskPage'),
    handle: { title: 'Statutes at Risk', roles: FIRM_STAFF },
  },
  { path: '/caseBrowse/caseDetail', lazy: caseDetail, handle: { title: 'Case detail', roles: FIRM_STAFF, drawnAhead: true } },
  ...CASE_DETAIL_SUBPAGES.map((subpage) => ({
    path: `/caseBrowse/caseDetail/${subpage}`,
    lazy: caseDetail,
    handle: { title: 'Case detail', roles: FIRM_STAFF, drawnAhead: true },
  })),
  {
    path: '/roles',
    lazy: lazyPage(() => import('./features/admin/RolesPage'), 'RolesPage'),
    handle: { title: 'Roles', roles: ['FIRM_ADMIN'] },
  },
  {
    path: '/settings/firm',
    lazy: lazyPage(() => import('./features/admin/FirmProfilePage'), 'FirmProfilePage'),
    handle: { title: 'Firm Profile', roles: ['FIRM_ADMIN'] },
  },
  {
    path: '/settings/permissions',
    lazy: lazyPage(() => import('./features/admin/PermissionsPage'), 'PermissionsPage'),
    handle: { title: 'Firm User Permissions', roles: ['FIRM_ADMIN'] },
  },
  {
    path: '/cases/addCase',
    lazy: lazyPage(() => import('./features/cases/AddCasePage'), 'AddCasePage'),
    handle: { title: 'Add New Case', roles: FIRM_STAFF },
  },
  { path: '/cases/caseDetail', lazy: caseDetail, handle: { title: 'Case detail', roles: FIRM_STAFF, drawnAhead: true } },
  {
    path: '/cases/caseDetails',
    lazy: lazyPage(() => import('./features/cases/detail/CaseOverviewPage'), 'CaseOverviewPage'),
    handle: { title: 'Case overview', roles: FIRM_STAFF },
  },
  {
    path: '/officeCalendar',
    lazy: lazyPage(() => import('./features/calendar/OfficeCalendarPage'), 'OfficeCalendarPage'),
    handle: { title: 'Office Calendar', roles: FIRM_STAFF },
  },
  {
    path: '/tasks',
    lazy: lazyPage(() => import('./features/tasks/TasksPage'), 'TasksPage'),
    handle: { title: 'Tasks', roles: FIRM_STAFF },
  },
  {
    path: '/contacts',
    lazy: lazyPage(() => import('./features/contacts/ContactsPage'), 'ContactsPage'),
    handle: { title: 'Contacts', roles: FIRM_STAFF },
  },
  {
    path: '/contactsPage',
    lazy: lazyPage(() => import('./features/contacts/detail/ContactDetailPage'), 'ContactDetailPage'),
    handle: { title: 'Contact', roles: FIRM_STAFF },
  },
  {
    path: '/invoice',
    lazy: lazyPage(() => import('./features/invoices/InvoicesPage'), 'InvoicesPage'),
    handle: { title: 'Invoices', roles: BILLING, permission: 'seeBilling' },
  },
  {
    path: '/trust',
    lazy: lazyPage(() => import('./features/trust/TrustPage'), 'TrustPage'),
    handle: { title: 'Trust Accounting', roles: TRUST_READERS },
  },
  {
    path: '/ai-chat',
    lazy: lazyPage(() => import('./features/ai-chat/AiChatPage'), 'AiChatPage'),
    handle: { title: 'AI Chat', roles: FIRM_STAFF },
  },
  {
    path: '/message',
    lazy: lazyPage(() => import('./features/messages/MessagesPage'), 'MessagesPage'),
    handle: { title: 'Message', roles: [...FIRM_STAFF, ...CLIENTS] },
  },
  {
    path: '/firms',
    lazy: lazyPage(() => import('./features/admin/FirmsPage'), 'FirmsPage'),
    handle: { title: 'Total Firms', roles: PLATFORM },
  },
  {
    path: '/attorneys',
    lazy: lazyPage(() => import('./features/admin/AttorneysPage'), 'AttorneysPage'),
    handle: { title: 'All Attorneys', roles: PLATFORM },
  },
  {
    path: '/paralegals',
    lazy: lazyPage(() => import('./features/admin/ParalegalsPage'), 'ParalegalsPage'),
    handle: { title: 'All Paralegals', roles: PLATFORM },
  },
  {
    path: '/notifications',
    lazy: lazyPage(() => import('./features/notifications/NotificationsPage'), 'NotificationsPage'),
    handle: { title: 'Notifications', roles: FIRM_STAFF },
  },
  {
    path: '/document',
    lazy: lazyPage(() => import('./features/documents/DocumentsPage'), 'DocumentsPage'),
    handle: { title: 'Documents', roles: FIRM_STAFF },
  },
];

export const routes: RouteObject[] = [
  { path: '/signin', element: <SignInPage />, handle: { title: 'Sign in' } },
  { path: '/invitation', element: <InvitationPage />, handle: { title: 'Invitation' } },
  {
    HydrateFallback: PageLoader,
    element: (
      <RequireAuth>
        <AppFrame />
      </RequireAuth>
    ),
    children: [
      ...PAGE_ROUTES.map(({ path, lazy, handle }) => ({ path, lazy, handle })),
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found', roles: ALL } },
    ],
  },
];
