import { canReadTrust, canSeeBilling, type PermissionHolder } from '../lib/roles';

export interface NavItem {
  label: string;
  path: string;
}

/** The side navigation of spec 2.1, in its order. */
export const FIRM_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', path: '/' },
  { label: 'Intake Wizard', path: '/intakeWizard' },
  { label: 'Case Browse', path: '/caseBrowse' },
  { label: 'Contact list', path: '/contactlist' },
  { label: 'Office Calendar', path: '/officeCalendar' },
  { label: 'Tasks', path: '/tasks' },
  { label: 'Contacts', path: '/contacts' },
  { label: 'AI Chat', path: '/ai-chat' },
  { label: 'Message', path: '/message' },
  { label: 'Notifications', path: '/notifications' },
  { label: 'Document', path: '/document' },
];

/**
 * Invoices: for those who see the firm's billing (firm admins and attorneys; paralegals and staff as
 * the firm's Firm User Permissions say, as the route checks), after the items of spec 2.1.
 */
export const INVOICES_NAV_ITEM: NavItem = { label: 'Invoices', path: '/invoice' };
/** Trust Accounting: only for those who see the firm's trust accounts (not staff), last. */
export const TRUST_NAV_ITEM: NavItem = { label: 'Trust Accounting', path: '/trust' };

/** The platform admin works only in the back office (never inside a firm's data). */
export const PLATFORM_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', path: '/' },
  { label: 'Firms', path: '/firms' },
  { label: 'Attorneys', path: '/attorneys' },
  { label: 'Paralegals', path: '/paralegals' },
];

/** A client's portal is their conversation with the firm. */
export const CLIENT_NAV_ITEMS: readonly NavItem[] = [{ label: 'Message', path: '/message' }];

/** The signed-in user's items: by role, and for billing by their firm's permissions. */
export function navItemsFor(viewer: PermissionHolder): readonly NavItem[] {
  if (viewer.role === 'PLATFORM_ADMIN') return PLATFORM_NAV_ITEMS;
  if (viewer.role === 'CLIENT') return CLIENT_NAV_ITEMS;
  return [...FIRM_NAV_ITEMS, ...(canSeeBilling(viewer) ? [INVOICES_NAV_ITEM] : []), ...(canReadTrust(viewer) ? [TRUST_NAV_ITEM] : [])];
}

/**
 * The item the current path belongs to: an exact match first, then the longest prefix match
 * (Home's "/" is never a prefix match), otherwise Home / Dashboard (the first item).
 */
export function activeNavItem(pathname: string, items: readonly NavItem[]): NavItem | undefined {
  const exact = items.find((item) => item.path === pathname);
  if (exact) return exact;
  const prefixed = items
    .filter((item) => item.path !== '/' && pathname.startsWith(item.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return prefixed ?? items[0];
}
