import type { DataSource, EntityManager } from 'typeorm';
import type { EventBus } from '../../events/event-bus';
import { announceAccessChange } from '../permissions/access-changes';
import type { FirmViewer, Viewer } from '../../graphql/context';
import { AppError, badUserInput, forbidden, isUniqueViolation, notFound, staleEdit } from '../../graphql/errors';
import type { AuthService } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import type { InvitationService, IssuedInvitation } from '../invitations/invitation.service';
import { User, UserStatus } from './user.entity';
import type { AddFirmUserInput, ChangePasswordInput, UpdateFirmUserInput, UpdateMyProfileInput } from './firm-user-admin.inputs';
import { updateVersioned } from '../../db/versioned';
import { Role } from '../../graphql/roles';
import { trimToNull } from '../../graphql/text';

const LAST_ADMIN = 'The firm needs at least one active firm admin.';


/**
 * The Roles page: a firm admin adds (with an invitation), edits and deletes the people of their
 * own firm; and every user's own profile and password. Suspending or deleting someone ends their
 * sessions at once. An admin cannot delete, disable or demote themselves, and changes that would
 * leave the firm without an active admin are refused (serialised per firm by a lock on the firm row).
 */
export class FirmUserAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly invitations: InvitationService,
    private readonly events: EventBus,
  ) {}

  async add(viewer: FirmViewer, input: AddFirmUserInput, requestOrigin?: string): Promise<{ user: User; invitation: IssuedInvitation }> {
    const email = input.email.trim().toLowerCase();
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName) throw badUserInput([{ field: 'firstName', messages: ['Enter the first name.'] }]);
    if (!lastName) throw badUserInput([{ field: 'lastName', messages: ['Enter the last name.'] }]);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.assertEmailFree(manager, email, viewer.firm.id);
        const user = manager.getRepository(User).create({
          firmId: viewer.firm.id,
          role: input.role,
          firstName,
          lastName,
          email,
          phone: trimToNull(input.phone),
          status: input.status,
          timekeeperClassification: input.timekeeperClassification ?? null,
          passwordHash: null,
        });
        await manager.getRepository(User).save(user);
        const invitation = await this.invitations.issue(manager, user, viewer.user.id, requestOrigin);
        return { user, invitation };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken('elsewhere');
      throw error;
    }
  }

  async update(viewer: FirmViewer, input: UpdateFirmUserInput): Promise<User> {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName) throw badUserInput([{ field: 'firstName', messages: ['Enter the first name.'] }]);
    if (!lastName) throw badUserInput([{ field: 'lastName', messages: ['Enter the last name.'] }]);
    return this.dataSource.transaction(async (manager) => {
      await this.lockFirm(manager, viewer);
      const user = await this.staffMember(manager, viewer, input.id);
      const stale = () => staleEdit(user.fullName);
      if (user.version !== input.version) throw stale();
      if (user.id === viewer.user.id) {
        if (input.role !== user.role) throw badUserInput([{ field: 'role', messages: ['You cannot change your own role.'] }]);
        if (input.status !== user.status) throw badUserInput([{ field: 'status', messages: ['You cannot disable or delete yourself.'] }]);
      }
      const losesAdmin = user.role === Role.FIRM_ADMIN && user.status === UserStatus.ACTIVE && (input.role !== Role.FIRM_ADMIN || input.status !== UserStatus.ACTIVE);
      if (losesAdmin && !(await this.anotherActiveAdmin(manager, viewer.firm.id, user.id))) {
        throw badUserInput([{ field: input.role !== Role.FIRM_ADMIN ? 'role' : 'status', messages: [LAST_ADMIN] }], LAST_ADMIN);
      }
      const wasActive = user.status === UserStatus.ACTIVE;
      await updateVersioned(manager, User, { id: user.id, firmId: viewer.firm.id, version: input.version }, {
          firstName,
          lastName,
          phone: trimToNull(input.phone),
          role: input.role,
          status: input.status,
          ...(input.timekeeperClassification !== undefined ? { timekeeperClassification: input.timekeeperClassification } : {}),
          // When it was deleted (the back-office figures count from it); a restore clears it.
          deletedAt: input.status === UserStatus.DELETED ? (user.status === UserStatus.DELETED ? user.deletedAt : new Date()) : null,
        }, stale);
      if (input.status !== UserStatus.ACTIVE) await this.leave(manager, user.id, input.status, wasActive);
      // Their open tabs show what the new role may do, at once.
      else if (input.role !== user.role) await announceAccessChange(manager, this.events, viewer.firm.id, [user.id], 'ROLE');
      return manager.getRepository(User).findOneByOrFail({ id: user.id });
    });
  }

  /** Delete Role: a soft delete (status DELETED, kept for the records they wrote); their sessions end. */
  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockFirm(manager, viewer);
      const user = await this.staffMember(manager, viewer, id);
      if (user.id === viewer.user.id) throw forbidden('You cannot delete yourself.');
      if (user.status === UserStatus.DELETED) return true;
      if (user.role === Role.FIRM_ADMIN && user.status === UserStatus.ACTIVE && !(await this.anotherActiveAdmin(manager, viewer.firm.id, user.id))) {
        throw new AppError('CONFLICT', LAST_ADMIN);
      }
      await manager.query(`UPDATE users SET status = 'DELETED', deleted_at = now(), version = version + 1, updated_at = now() WHERE id = $1`, [user.id]);
      await this.leave(manager, user.id, UserStatus.DELETED, user.status === UserStatus.ACTIVE);
      return true;
    });
  }

  /** A new invitation link for someone who has not chosen a password yet; older links stop working. */
  async resendInvitation(viewer: FirmViewer, id: string, requestOrigin?: string): Promise<IssuedInvitation> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.staffMember(manager, viewer, id);
      if (user.status === UserStatus.DELETED) throw badUserInput([{ field: 'userId', messages: ['Restore the user before inviting them again.'] }], 'Restore the user before inviting them again.');
      const { hasPassword } = (await manager.query('SELECT password_hash IS NOT NULL AS "hasPassword" FROM users WHERE id = $1', [user.id]))[0] as { hasPassword: boolean };
      if (hasPassword) throw badUserInput([{ field: 'userId', messages: [`${user.fullName} has already chosen a password.`] }], `${user.fullName} has already chosen a password.`);
      return this.invitations.issue(manager, user, viewer.user.id, requestOrigin);
    });
  }

  /** Those of `ids` (of the firm) who have not chosen a password yet. */
  async withoutPassword(firmId: string, ids: readonly string[]): Promise<Set<string>> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      'SELECT id FROM users WHERE firm_id = $1 AND id = ANY($2::uuid[]) AND password_hash IS NULL',
      [firmId, [...ids]],
    );
    return new Set(rows.map((r) => r.id));
  }

  async updateMyProfile(viewer: Viewer, input: UpdateMyProfileInput): Promise<User> {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName) throw badUserInput([{ field: 'firstName', messages: ['Enter your first name.'] }]);
    if (!lastName) throw badUserInput([{ field: 'lastName', messages: ['Enter your last name.'] }]);
    await updateVersioned(this.dataSource.manager, User, { id: viewer.user.id, firmId: viewer.firm?.id ?? null, version: input.version }, { firstName, lastName, phone: trimToNull(input.phone) }, () =>
      staleEdit('Your profile'),
    );
    return this.dataSource.getRepository(User).findOneByOrFail({ id: viewer.user.id });
  }

  /** Needs the current password; ends every other session of the user (this one stays). */
  async changePassword(viewer: Viewer, input: ChangePasswordInput, ip: string): Promise<boolean> {
    const row = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: viewer.user.id })
      .getOneOrFail();
    if (!(await this.auth.checkOwnPassword(viewer.user, ip, () => verifyPassword(row.passwordHash, input.currentPassword)))) {
      throw badUserInput([{ field: 'currentPassword', messages: ['This is not your current password.'] }], 'This is not your current password.');
    }
    if (input.newPassword === input.currentPassword) {
      throw badUserInput([{ field: 'newPassword', messages: ['Choose a password different from the current one.'] }]);
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE users SET password_hash = $1, version = version + 1, updated_at = now() WHERE id = $2', [passwordHash, viewer.user.id]);
      await this.auth.endUserSessions(manager, viewer.user.id, 'PASSWORD_CHANGED', viewer.sessionId);
    });
    return true;
  }

  /** A firm user of the viewer's firm (staff roles), else NOT_FOUND. */
  private async staffMember(manager: EntityManager, viewer: FirmViewer, id: string): Promise<User> {
    const user = await manager.getRepository(User).findOneBy({ id, firmId: viewer.firm.id });
    if (!user || user.role === Role.CLIENT || user.role === Role.PLATFORM_ADMIN) throw notFound('The user');
    return user;
  }

  /**
   * Serialises admin changes within the firm, then checks the viewer is still an active admin (another
   * admin may have just demoted them): two admins demoting each other at once leave one admin, not none.
   */
  private async lockFirm(manager: EntityManager, viewer: FirmViewer): Promise<void> {
    await manager.query('SELECT id FROM firms WHERE id = $1 FOR UPDATE', [viewer.firm.id]);
    const rows: Array<{ role: Role; status: UserStatus }> = await manager.query('SELECT role, status FROM users WHERE id = $1', [viewer.user.id]);
    if (rows[0]?.role !== Role.FIRM_ADMIN || rows[0]?.status !== UserStatus.ACTIVE) throw forbidden();
  }

  private async anotherActiveAdmin(manager: EntityManager, firmId: string, exceptUserId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM users WHERE firm_id = $1 AND id <> $2 AND role = 'FIRM_ADMIN' AND status = 'ACTIVE' LIMIT 1`,
      [firmId, exceptUserId],
    );
    return rows.length > 0;
  }

  /** Disabled or deleted: their sessions end now, and (deleted) their open invitations stop working. */
  private async leave(manager: EntityManager, userId: string, status: UserStatus, wasActive: boolean): Promise<void> {
    if (wasActive) await this.auth.endUserSessions(manager, userId, 'ACCOUNT_SUSPENDED');
    if (status === UserStatus.DELETED) {
      await manager.query('UPDATE invitations SET revoked_at = now() WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL', [userId]);
    }
  }

  private async assertEmailFree(manager: EntityManager, email: string, firmId: string): Promise<void> {
    const existing = await manager.getRepository(User).findOne({ where: { email }, select: { id: true, status: true, firmId: true } });
    if (!existing) return;
    if (existing.firmId !== firmId) throw emailTaken('elsewhere');
    throw emailTaken(existing.status === UserStatus.DELETED ? 'deleted' : 'inFirm');
  }
}

/**
 * The firm's own people are described (the admin sees them in the list anyway); an address used
 * outside the firm gets a message that says nothing of who uses it, or where.
 */
function emailTaken(where: 'inFirm' | 'deleted' | 'elsewhere') {
  const message = {
    inFirm: 'Someone in your firm already uses this email.',
    deleted: 'A deleted user has this email. Restore them from the Deleted filter instead.',
    elsewhere: 'This email cannot be used for a new user. Ask them for another address.',
  }[where];
  return badUserInput([{ field: 'email', messages: [message] }], message);
}
