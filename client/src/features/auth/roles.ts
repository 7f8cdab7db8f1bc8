import type { Role } from '../../gql/graphql';

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
