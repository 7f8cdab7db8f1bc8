import { CASE_DETAIL_SUBPAGES } from '../routes';
import { activeNavItem, CLIENT_NAV_ITEMS, FIRM_NAV_ITEMS, navItemsFor, PLATFORM_NAV_ITEMS } from './navigation';

/** A firm that never changed its Firm User Permissions: paralegals see billing, staff do not. */
const defaults = { seeBilling: true, manageBilling: false, exportLists: true };
const labels = (role: Parameters<typeof navItemsFor>[0]['role'], permissions?: typeof defaults) => navItemsFor({ role, permissions }).map((i) => i.label);
const FIRM_LABELS = FIRM_NAV_ITEMS.map((i) => i.label);

describe('the side navigation', () => {
  it('lists the 11 items of spec 2.1 in order', () => {
    expect(FIRM_NAV_ITEMS.map((i) => [i.label, i.path])).toEqual([
      ['Home', '/'],
      ['Intake Wizard', '/intakeWizard'],
      ['Case Browse', '/caseBrowse'],
      ['Contact list', '/contactlist'],
      ['Office Calendar', '/officeCalendar'],
      ['Tasks', '/tasks'],
      ['Contacts', '/contacts'],
      ['AI Chat', '/ai-chat'],
      ['Message', '/message'],
      ['Notifications', '/notifications'],
      ['Document', '/document'],
    ]);
  });
});

describe('Invoices and Trust Accounting in the navigation', () => {
  it('are the last items for firm admins, attorneys and paralegals, and absent for staff and clients', () => {
    for (const role of ['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL'] as const) {
      expect(labels(role)).toEqual([...FIRM_LABELS, 'Invoices', 'Trust Accounting']);
    }
    expect(labels('STAFF')).toEqual(FIRM_LABELS);
    expect(labels('CLIENT')).toEqual(['Message']);
    expect(labels('PLATFORM_ADMIN')).toEqual(['Home', 'Firms', 'Attorneys', 'Paralegals']);
    expect(activeNavItem('/trust', navItemsFor({ role: 'ATTORNEY' }))?.label).toBe('Trust Accounting');
  });

  it("shows Invoices to whoever the firm's permissions let see billing, as the /invoice route does", () => {
    expect(labels('PARALEGAL', { ...defaults, seeBilling: false })).toEqual([...FIRM_LABELS, 'Trust Accounting']);
    expect(labels('STAFF', { ...defaults, seeBilling: true })).toEqual([...FIRM_LABELS, 'Invoices']);
  });

  it('highlights Invoices on /invoice and below it', () => {
    const items = navItemsFor({ role: 'FIRM_ADMIN' });
    expect(activeNavItem('/invoice', items)?.label).toBe('Invoices');
    expect(activeNavItem('/invoice/2026-0042', items)?.label).toBe('Invoices');
  });
});

describe('the active item rule: exact match, then prefix, otherwise Home', () => {
  // Every route of spec 2.2 and the item it highlights.
  const cases: Array<[string, string]> = [
    ['/', 'Home'],
    ['/homePage', 'Home'],
    ['/intakeWizard', 'Intake Wizard'],
    ['/dashboard', 'Home'],
    ['/caseBrowse', 'Case Browse'],
    ['/contactlist', 'Contact list'],
    ['/cases', 'Home'],
    ['/caseBrowse/caseDetail', 'Case Browse'],
    ...CASE_DETAIL_SUBPAGES.map((sub): [string, string] => [`/caseBrowse/caseDetail/${sub}`, 'Case Browse']),
    ['/roles', 'Home'],
    ['/cases/addCase', 'Home'],
    ['/cases/caseDetail', 'Home'],
    ['/cases/caseDetails', 'Home'],
    ['/officeCalendar', 'Office Calendar'],
    ['/tasks', 'Tasks'],
    ['/contacts', 'Contacts'],
    ['/contactsPage', 'Contacts'],
    ['/invoice', 'Invoices'],
    ['/trust', 'Trust Accounting'],
    ['/ai-chat', 'AI Chat'],
    ['/message', 'Message'],
    ['/firms', 'Home'],
    ['/attorneys', 'Home'],
    ['/paralegals', 'Home'],
    ['/notifications', 'Notifications'],
    ['/document', 'Document'],
    ['/no-such-page', 'Home'],
  ];

  it.each(cases)('%s highlights %s', (path, label) => {
    expect(activeNavItem(path, navItemsFor({ role: 'ATTORNEY' }))?.label).toBe(label);
  });

  it('prefers an exact match over a prefix match', () => {
    const items = [
      { label: 'Home', path: '/' },
      { label: 'Contacts', path: '/contacts' },
      { label: 'Contact list', path: '/contactlist' },
    ];
    expect(activeNavItem('/contactlist', items)?.label).toBe('Contact list');
  });

  it('uses the back-office items for the platform admin and the message item for clients', () => {
    expect(activeNavItem('/firms', PLATFORM_NAV_ITEMS)?.label).toBe('Firms');
    expect(activeNavItem('/somewhere', PLATFORM_NAV_ITEMS)?.label).toBe('Home');
    expect(activeNavItem('/message', CLIENT_NAV_ITEMS)?.label).toBe('Message');
  });
});
