import type { NextFunction, Request, Response } from 'express';
import type { MiddlewareFn } from 'type-graphql';
import type { AppServices, FirmViewer, RequestContext } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import type { ViewerRequest } from '../../http/require-viewer';
import type { FirmRolePermissions } from './firm-permissions.entity';
import type { ViewerPermissions } from './permission.inputs';
import { Role } from '../../graphql/roles';

/** A firm's choices with nothing saved yet. */
export const DEFAULT_FIRM_PERMISSIONS = {
  paralegalsSeeBilling: true,
  staffSeeBilling: false,
  attorneysManageBilling: true,
  staffExportLists: true,
} as const;

export type FirmChoices = Pick<FirmRolePermissions, keyof typeof DEFAULT_FIRM_PERMISSIONS>;

/** What a role may do under a firm's choices: firm admins everything, clients and the platform admin none of it. */
export function permissionsOf(role: Role, firm: FirmChoices): ViewerPermissions {
  switch (role) {
    case Role.FIRM_ADMIN:
      return { seeBilling: true, manageBilling: true, exportLists: true, manageUsers: true };
    case Role.ATTORNEY:
      return { seeBilling: true, manageBilling: firm.attorneysManageBilling, exportLists: true, manageUsers: false };
    case Role.PARALEGAL:
      return { seeBilling: firm.paralegalsSeeBilling, manageBilling: false, exportLists: true, manageUsers: false };
    case Role.STAFF:
      return { seeBilling: firm.staffSeeBilling, manageBilling: false, exportLists: firm.staffExportLists, manageUsers: false };
    default:
      return { seeBilling: false, manageBilling: false, exportLists: false, manageUsers: false };
  }
}

/** The signed-in user's permissions (the firm's choices load once per request). */
export async function viewerPermissionsOf(ctx: RequestContext): Promise<ViewerPermissions> {
  const viewer = ctx.viewer;
  if (!viewer?.firm) return permissionsOf(viewer?.user.role ?? Role.CLIENT, DEFAULT_FIRM_PERMISSIONS);
  return permissionsOf(viewer.user.role, await ctx.loaders.firmPermissions.load(viewer.firm.id));
}

export type BillingMode = 'read' | 'write';

const BILLING_REFUSED: Record<BillingMode, string> = {
  read: 'Your firm does not let your role see billing.',
  write: 'Your firm does not let your role change invoices or record payments.',
};

/** FORBIDDEN unless the viewer's role may read (or change) billing in their firm. */
export async function assertBillingAccess(ctx: RequestContext, mode: BillingMode): Promise<void> {
  const permissions = await viewerPermissionsOf(ctx);
  if (!(mode === 'read' ? permissions.seeBilling : permissions.manageBilling)) throw forbidden(BILLING_REFUSED[mode]);
}

/**
 * On a billing resolver class: its queries need billing read access, its mutations write access,
 * as the viewer's firm decided (Firm User Permissions). Field resolvers pass through.
 */
export const BillingAccess: MiddlewareFn<RequestContext> = async ({ context, info }, next) => {
  const parent = info.parentType.name;
  if (parent === 'Query' || parent === 'Subscription') await assertBillingAccess(context, 'read');
  else if (parent === 'Mutation') await assertBillingAccess(context, 'write');
  return next();
};

/** REST: after requireViewer, 403 unless the firm lets the viewer's role do this. */
export function requirePermission(services: AppServices, permission: keyof ViewerPermissions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { viewer } = req as ViewerRequest;
      const firm = await services.permissions.forFirm(viewer.firm.id);
      if (!permissionsOf(viewer.user.role, firm)[permission]) {
        res.status(403).json({ error: 'Your firm does not let your role do this.' });
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Who changes a case's money records (insurance, medical, liens, costs, damages): staff read them only. */
export const CASE_MONEY_EDITORS = [Role.FIRM_ADMIN, Role.ATTORNEY, Role.PARALEGAL] as const;

/**
 * Whether the viewer sees the amounts of a case's money records: everyone who edits them does;
 * staff only when their firm lets staff see billing (Firm User Permissions).
 */
export async function caseAmountsVisible(ctx: RequestContext): Promise<boolean> {
  if (ctx.viewer?.user.role !== Role.STAFF) return true;
  return (await viewerPermissionsOf(ctx)).seeBilling;
}

/** caseAmountsVisible for a REST request's viewer (exports of a case's money records refuse without it). */
export async function caseAmountsVisibleTo(services: Pick<AppServices, 'permissions'>, viewer: FirmViewer): Promise<boolean> {
  if (viewer.user.role !== Role.STAFF) return true;
  return permissionsOf(Role.STAFF, await services.permissions.forFirm(viewer.firm.id)).seeBilling;
}

/** `rows` as the viewer may see them: with `keys` (amounts) null when caseAmountsVisible says no. */
export async function withCaseAmounts<T extends object>(ctx: RequestContext, rows: T[], keys: ReadonlyArray<keyof T>): Promise<T[]> {
  if (await caseAmountsVisible(ctx)) return rows;
  return rows.map((row) => Object.assign(Object.create(Object.getPrototypeOf(row) as object) as T, row, Object.fromEntries(keys.map((key) => [key, null]))));
}
