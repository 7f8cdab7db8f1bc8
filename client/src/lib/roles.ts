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

type PermissionHolder = { role: Role; permissions?: { seeBilling: boolean; manageBilling: boolean; exportLists: boolean } | null };

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
