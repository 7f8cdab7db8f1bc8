import { createHmac } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';

/** The role the running app connects as: no superuser, no BYPASSRLS, owns nothing (migration RowLevelSecurity). */
export const APP_ROLE = 'matterhorn_app';

const LOGIN_FAILED = new Set(['28P01', '28000']);

async function canSignIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, application_name: 'matterhorn-role-check' });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (LOGIN_FAILED.has((error as { code?: string }).code ?? '')) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The URL the running app uses. DATABASE_APP_URL when given; otherwise `matterhorn_app` on the
 * same database, with a password derived from the owner's (every instance derives the same one,
 * so instances starting together agree); the owner sets it when it does not work yet. Without the
 * role (the owner could not create it), the owner's own URL, with a warning: row-level security is
 * forced on the tables, so it still applies unless the owner is a superuser.
 */
export async function appConnectionUrl(owner: DataSource, ownerUrl: string, config: Config, logger: Logger): Promise<string> {
  if (config.testSwitches.databaseAsOwner) return ownerUrl;
  if (config.databaseAppUrl) return config.databaseAppUrl;
  const roles: unknown[] = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
  if (roles.length === 0) {
    logger.warn(`The database role ${APP_ROLE} does not exist (the database user may not create roles): the app connects as the owner. Create it, or set DATABASE_APP_URL.`);
    return ownerUrl;
  }
  const url = new URL(ownerUrl);
  const password = createHmac('sha256', decodeURIComponent(url.password)).update(`${APP_ROLE}@${url.host}`).digest('base64url');
  url.username = APP_ROLE;
  url.password = password;
  const appUrl = url.toString();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await canSignIn(appUrl)) return appUrl;
    try {
      // base64url only: safe inside the literal (ALTER ROLE takes no parameters).
      await owner.query(`ALTER ROLE ${APP_ROLE} LOGIN PASSWORD '${password}'`);
    } catch (error) {
      // Another instance setting it at the same moment ("tuple concurrently updated"): look again.
      if ((error as { code?: string }).code === '42501') {
        logger.warn(`The database user may not set the password of ${APP_ROLE}: the app connects as the owner. Set DATABASE_APP_URL.`);
        return ownerUrl;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  throw new Error(`Could not sign in to the database as ${APP_ROLE}`);
}

/** Warns when the running connection could ignore row-level security. */
export async function warnIfRoleBypassesSecurity(dataSource: DataSource, logger: Logger): Promise<void> {
  const rows: Array<{ bypass: boolean; name: string }> = await dataSource.query(
    'SELECT rolname AS name, (rolsuper OR rolbypassrls) AS bypass FROM pg_roles WHERE rolname = current_user',
  );
  if (rows[0]?.bypass) logger.warn({ role: rows[0].name }, 'The app connects as a database role that bypasses row-level security: set DATABASE_APP_URL to a plain role.');
}
