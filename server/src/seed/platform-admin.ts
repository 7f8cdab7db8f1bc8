import type { DataSource } from 'typeorm';
import { hashPassword } from '../modules/auth/password';
import { User, UserStatus } from '../modules/users/user.entity';
import { Role } from '../graphql/roles';

/** Creates the configured first platform admin unless a user with that email exists. */
export async function ensurePlatformAdmin(
  dataSource: DataSource,
  admin: { email: string; password: string },
): Promise<boolean> {
  const users = dataSource.getRepository(User);
  if (await users.existsBy({ email: admin.email })) return false;
  await users.insert({
    role: Role.PLATFORM_ADMIN,
    firmId: null,
    firstName: 'Platform',
    lastName: 'Admin',
    email: admin.email,
    status: UserStatus.ACTIVE,
    passwordHash: await hashPassword(admin.password),
  });
  return true;
}
