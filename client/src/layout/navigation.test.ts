import { CASE_DETAIL_SUBPAGES } from '../routes';
import { activeNavItem, CLIENT_NAV_ITEMS, FIRM_NAV_ITEMS, navItemsFor, PLATFORM_NAV_ITEMS } from './navigation';

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

describe('Trust Accounting in the navigation', () => {
  it('is the last item for firm admins, attorneys and paralegals, and absent for staff and clients', () => {
    for (const role of ['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL'] as const) {
      expect(navItemsFor(role).map((i) => i.label)).toEqual([...FIRM_NAV_ITEMS.map((i) => i.label), 'Trust Accounting']);
    }
    expect(navItemsFor('STAFF')).toBe(FIRM_NAV_ITEMS);
    expect(navItemsFor('CLIENT').map((i) => i.path)).not.toContain('/trust');
    expect(activeNavItem('/trust', navItemsFor('ATTORNEY'))?.label).toBe('Trust Accounting');
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
    ['/invoice', 'Home'],
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
    expect(activeNavItem(path, FIRM_NAV_ITEMS)?.label).toBe(label);
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
