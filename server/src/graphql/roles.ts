import { registerEnumType } from 'type-graphql';

/** What a person who signs in may do (PRODUCT.md, "Who uses it"). */
export enum Role {
  PLATFORM_ADMIN = 'PLATFORM_ADMIN',
  FIRM_ADMIN = 'FIRM_ADMIN',
  ATTORNEY = 'ATTORNEY',
  PARALEGAL = 'PARALEGAL',
  STAFF = 'STAFF',
  CLIENT = 'CLIENT',
}
registerEnumType(Role, { name: 'Role' });

/** The roles that work inside a firm (everyone but the platform admin and clients). */
export const FIRM_STAFF_ROLES = [Role.FIRM_ADMIN, Role.ATTORNEY, Role.PARALEGAL, Role.STAFF] as const;
