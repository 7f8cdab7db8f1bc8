import { asSystem } from '../../db/scope';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../graphql/errors';
import type { AuthService, ClientInfo, SignedIn } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { FirmStatus } from '../firms/firm.entity';
import { UserStatus, type User } from '../users/user.entity';
import { Invitation } from './invitation.entity';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
/** The public client route that reads the token from `?token=`. */
export const INVITATION_PATH = '/invitation';

export interface IssuedInvitation {
  /** The link to send; absolute when PUBLIC_URL (or the request's origin) is known, else `/invitation?token=…`. */
  url: string;
  expiresAt: Date;
}

/** What the invitation page shows before a password is chosen. */
export interface InvitationDetails {
  email: string;
  firstName: string;
  lastName: string;
  firmName: string | null;
  expiresAt: Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type InvitationProblem = 'UNKNOWN' | 'USED' | 'REPLACED' | 'EXPIRED';

const PROBLEM_MESSAGES: Record<InvitationProblem, string> = {
  UNKNOWN: 'This invitation link is not valid. Check that you copied the whole link, or ask your firm administrator for a new one.',
  USED: 'This invitation link was already used. Sign in with the password you chose.',
  REPLACED: 'This invitation link was replaced by a newer one. Use the latest link your firm administrator sent you.',
  EXPIRED: 'This invitation link has expired. Ask your firm administrator for a new one.',
};

/** NOT_FOUND with what is wrong with the link (`extensions.reason`) for the invitation page. */
const invalidLink = (reason: InvitationProblem) => new AppError('NOT_FOUND', PROBLEM_MESSAGES[reason], { reason });

export class InvitationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly publicUrl: string | undefined,
  ) {}

  /**
   * Issues a new sign-in invitation for `user` (already saved, usually without a password) in the
   * caller's transaction; earlier open invitations of the user stop working. No mail is sent: the
   * caller shows the link to whoever must pass it on. `requestOrigin` (e.g. `https://host`) makes the
   * link absolute when PUBLIC_URL is not set.
   */
  async issue(manager: EntityManager, user: User, issuedById: string, requestOrigin?: string): Promise<IssuedInvitation> {
    if (!user.firmId) throw new AppError('BAD_USER_INPUT', 'Only people of a firm are invited.');
    await manager
      .createQueryBuilder()
      .update(Invitation)
      .set({ revokedAt: () => 'now()' })
      .where('user_id = :userId AND used_at IS NULL AND revoked_at IS NULL', { userId: user.id })
      .execute();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    await manager.getRepository(Invitation).insert({
      firmId: user.firmId,
      userId: user.id,
      tokenHash: hashOf(token),
      issuedById,
      expiresAt,
      usedAt: null,
      revokedAt: null,
    });
    const base = this.publicUrl ?? requestOrigin ?? '';
    return { url: `${base}${INVITATION_PATH}?token=${token}`, expiresAt };
  }

  /** The invitation behind a token, for the page that asks for a password; NOT_FOUND when it no longer works. */
  async details(token: string): Promise<InvitationDetails> {
    // The token is the credential (nobody is signed in): found across firms.
    const invitation = await asSystem(() => this.valid(this.dataSource.manager, token, false));
    const user = invitation.user!;
    return {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      firmName: user.firm?.name ?? null,
      expiresAt: invitation.expiresAt,
    };
  }

  /**
   * Sets the password chosen with a valid invitation, uses the invitation up, and opens a session:
   * all or nothing, and only once even when two tabs accept at the same moment (row lock).
   */
  async accept(token: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const passwordHash = await hashPassword(password);
    return asSystem(() => this.dataSource.transaction(async (manager) => {
      const invitation = await this.valid(manager, token, true);
      const user = invitation.user!;
      if (user.status === UserStatus.SUSPENDED) {
        throw new AppError('FORBIDDEN', 'This account is disabled. Please contact your firm administrator.');
      }
      if (user.firm && user.firm.status !== FirmStatus.ACTIVE) {
        throw new AppError('FORBIDDEN', "Your firm's account is suspended. Please contact Matterhorn support.");
      }
      await manager.update(Invitation, { id: invitation.id }, { usedAt: new Date() });
      // Any other invitation of the user is spent too: the password is chosen now.
      await manager
        .createQueryBuilder()
        .update(Invitation)
        .set({ revokedAt: () => 'now()' })
        .where('user_id = :userId AND used_at IS NULL AND revoked_at IS NULL', { userId: user.id })
        .execute();
      await manager.query('UPDATE users SET password_hash = $1, updated_at = now(), version = version + 1 WHERE id = $2', [passwordHash, user.id]);
      user.version += 1;
      return this.auth.openSession(user, client, manager);
    }));
  }

  /** The usable invitation for a token (with its user and firm), optionally locked; else NOT_FOUND. */
  private async valid(manager: EntityManager, token: string, lock: boolean): Promise<Invitation> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw invalidLink('UNKNOWN');
    const query = manager
      .getRepository(Invitation)
      .createQueryBuilder('invitation')
      .innerJoinAndSelect('invitation.user', 'user')
      .leftJoinAndSelect('user.firm', 'firm')
      .where('invitation.tokenHash = :hash', { hash: hashOf(token) });
    if (lock) query.setLock('pessimistic_write', undefined, ['invitation']);
    const invitation = await query.getOne();
    if (!invitation || invitation.user!.status === UserStatus.DELETED) throw invalidLink('UNKNOWN');
    if (invitation.usedAt) throw invalidLink('USED');
    if (invitation.revokedAt) throw invalidLink('REPLACED');
    if (invitation.expiresAt.getTime() <= Date.now()) throw invalidLink('EXPIRED');
    return invitation;
  }
}
