import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no stored hash (unknown email, no password set)
 * it still spends the same time on a dummy hash, so response times don't reveal which emails exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('matterhorn-timing-equaliser');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** The one password rule (new passwords: invitations, password changes; as PLATFORM_ADMIN_PASSWORD). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_RULE_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
