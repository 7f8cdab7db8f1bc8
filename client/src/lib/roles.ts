import type { Role } from '../gql/graphql';

export const ROLE_LABELS: Record<Role, string> = {
  PLATFORM_ADMIN: 'Platform admin',
  FIRM_ADMIN: 'Firm admin',
  ATTORNEY: 'Attorney',
  PARALEGAL: 'Paralegal',
  STAFF: 'Staff',
  CLIENT: 'Client',
};

/** Everyone who works inside a firm. */
export const FIRM_STAFF: readonly Role[] = ['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL', 'STAFF'];
export const PLATFORM: readonly Role[] = ['PLATFORM_ADMIN'];
export const CLIENTS: readonly Role[] = ['CLIENT'];

export type PermissionHolder = { role: Role; permissions?: { seeBilling: boolean; manageBilling: boolean; exportLists: boolean } | null };

/** Invoices: the firm's Firm User Permissions, as the server reports them for the signed-in user. */
export function canSeeBilling(viewer: PermissionHolder): boolean {
  return viewer.permissions?.seeBilling ?? ['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL'].includes(viewer.role);
}

/** Create and edit invoices, record payments. */
export function canManageBilling(viewer: PermissionHolder): boolean {
  return viewer.permissions?.manageBilling ?? ['FIRM_ADMIN', 'ATTORNEY'].includes(viewer.role);
}

/** CSV exports of the case and contact lists. */
export function canExportLists(viewer: PermissionHolder): boolean {
  return viewer.permissions?.exportLists ?? FIRM_STAFF.includes(viewer.role);
}

/** A case's money records (insurance, medical, liens, costs, damages): firm admins, attorneys and paralegals change them; staff read them. */
export function canEditCaseMoney(viewer: PermissionHolder): boolean {
  return ['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL'].includes(viewer.role);
}

/** Whether the server sends the amounts of a case's money records: to everyone who edits them, to staff only when the firm lets staff see billing. */
export function canSeeCaseAmounts(viewer: PermissionHolder): boolean {
  return viewer.role === 'STAFF' ? (viewer.permissions?.seeBilling ?? false) : canEditCaseMoney(viewer);
}

/** Finalize a settlement statement (it locks it and tells the case staff): attorneys and firm admins only. */
export function canFinalizeStatements(viewer: PermissionHolder): boolean {
  return viewer.role === 'ATTORNEY' || viewer.role === 'FIRM_ADMIN';
}

/** Trust Accounting: firm admins, attorneys and paralegals see the trust accounts (staff and clients see nothing). */
export const TRUST_READERS: readonly Role[] = ['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL'];

export function canReadTrust(viewer: PermissionHolder): boolean {
  return TRUST_READERS.includes(viewer.role);
}

/** Record deposits and disbursements, reverse entries, reconcile: attorneys and firm admins (paralegals read only). */
export function canWriteTrust(viewer: PermissionHolder): boolean {
  return viewer.role === 'ATTORNEY' || viewer.role === 'FIRM_ADMIN';
}
