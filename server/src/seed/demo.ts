import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../modules/auth/password';
import { Firm, FirmStatus } from '../modules/firms/firm.entity';
import { User, UserStatus } from '../modules/users/user.entity';
import { seedDemoContacts } from './demo-contacts';
import { seedDemoDamages } from './demo-damages';
import { seedDemoSettlement } from './demo-settlement';
import { seedDemoMessages } from './demo-messages';
import { seedDemoTrust } from './demo-trust';
import { seedDemoMatters } from './demo-matters';
import { seedDemoEvents } from './demo-events';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoWorkflows } from './demo-workflows';
import { Role } from '../graphql/roles';

export const DEMO_PASSWORD = 'matterhorn-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.matterhorn.law';

export const DEMO_USERS: ReadonlyArray<{ role: Role; firstName: string; lastName: string; email: string; phone: string }> = [
  { role: Role.PLATFORM_ADMIN, firstName: 'Pat', lastName: 'Morgan', email: 'platform@demo.matterhorn.law', phone: '(555) 010-0100' },
  { role: Role.FIRM_ADMIN, firstName: 'Alex', lastName: 'Carter', email: 'admin@demo.matterhorn.law', phone: '(555) 010-0101' },
  { role: Role.ATTORNEY, firstName: 'Jordan', lastName: 'Reyes', email: 'attorney@demo.matterhorn.law', phone: '(555) 010-0102' },
  { role: Role.PARALEGAL, firstName: 'Priya', lastName: 'Shah', email: 'paralegal@demo.matterhorn.law', phone: '(555) 010-0103' },
  { role: Role.STAFF, firstName: 'Sam', lastName: 'Taylor', email: 'staff@demo.matterhorn.law', phone: '(555) 010-0104' },
  { role: Role.CLIENT, firstName: 'Chris', lastName: 'Walker', email: 'client@demo.matterhorn.law', phone: '(555) 010-0105' },
];

/** The demo firm, one user of each role (all with the demo password), sample contacts and cases. */
export async function seedDemo(manager: EntityManager): Promise<void> {
  const firm = await manager.getRepository(Firm).save(
    manager.getRepository(Firm).create({
      name: 'Summit Injury Law LLP',
      email: `office@${DEMO_EMAIL_DOMAIN}`,
      phone: '(555) 010-0000',
      status: FirmStatus.ACTIVE,
    }),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = manager.getRepository(User);
  const ids = new Map<Role, string>();
  for (const demo of DEMO_USERS) {
    const { identifiers } = await users.insert({
      ...demo,
      firmId: demo.role === Role.PLATFORM_ADMIN ? null : firm.id,
      status: UserStatus.ACTIVE,
      passwordHash,
    });
    ids.set(demo.role, String(identifiers[0]!.id));
  }
  const contacts = await seedDemoContacts(manager, firm.id, ids.get(Role.PARALEGAL)!);
  const matterIds = await seedDemoMatters(manager, firm.id, contacts, [ids.get(Role.ATTORNEY)!, ids.get(Role.PARALEGAL)!]);
  const staff = [Role.ATTORNEY, Role.PARALEGAL, Role.STAFF, Role.FIRM_ADMIN].map((role) => ids.get(role)!);
  await seedDemoTasks(manager, firm.id, matterIds, staff, ids.get(Role.ATTORNEY)!);
  await seedDemoEvents(manager, firm.id, matterIds, staff, ids.get(Role.ATTORNEY)!);
  await seedDemoWorkflows(manager, firm.id);
  await seedDemoInvoices(manager, firm.id, matterIds, ids.get(Role.ATTORNEY)!);
  await seedDemoDamages(manager, firm.id, matterIds, contacts, ids.get(Role.PARALEGAL)!);
  await seedDemoSettlement(manager, firm.id, matterIds, [ids.get(Role.ATTORNEY)!, ids.get(Role.PARALEGAL)!]);
  await seedDemoTrust(manager, firm.id, matterIds, ids.get(Role.ATTORNEY)!);
  await seedDemoMessages(manager, firm.id, { attorney: ids.get(Role.ATTORNEY)!, paralegal: ids.get(Role.PARALEGAL)!, staff: ids.get(Role.STAFF)!, client: ids.get(Role.CLIENT)! });
}

export async function hasAnyUser(dataSource: DataSource): Promise<boolean> {
  return (await dataSource.getRepository(User).count({ take: 1 })) > 0;
}

export async function hasDemoUsers(dataSource: DataSource): Promise<boolean> {
  return (await dataSource.getRepository(User).countBy({ email: DEMO_USERS[0]!.email })) > 0;
}
