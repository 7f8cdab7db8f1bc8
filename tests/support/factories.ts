import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import type { Pool } from 'pg';

export const PASSWORD = 'correct horse battery staple';

let passwordHash: Promise<string> | undefined;
const hashOf = (password: string) =>
  password === PASSWORD ? (passwordHash ??= argon2.hash(PASSWORD, { type: argon2.argon2id })) : argon2.hash(password, { type: argon2.argon2id });

export type Role = 'PLATFORM_ADMIN' | 'FIRM_ADMIN' | 'ATTORNEY' | 'PARALEGAL' | 'STAFF' | 'CLIENT';

export interface FirmRow {
  id: string;
  name: string;
}

export interface UserRow {
  id: string;
  email: string;
  firmId: string | null;
  role: Role;
}

export async function createFirm(db: Pool, fields: { name?: string; status?: 'ACTIVE' | 'SUSPENDED' } = {}): Promise<FirmRow> {
  const name = fields.name ?? `Firm ${randomUUID().slice(0, 8)}`;
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO firms (name, status, version) VALUES ($1, $2, 1) RETURNING id',
    [name, fields.status ?? 'ACTIVE'],
  );
  return { id: rows[0]!.id, name };
}

export async function createUser(
  db: Pool,
  fields: {
    firm?: FirmRow | null;
    role: Role;
    email?: string;
    firstName?: string;
    lastName?: string;
    status?: 'ACTIVE' | 'SUSPENDED' | 'DELETED';
    password?: string;
  },
): Promise<UserRow> {
  const email = (fields.email ?? `${fields.role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const firmId = fields.role === 'PLATFORM_ADMIN' ? null : (fields.firm?.id ?? null);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (firm_id, role, first_name, last_name, email, status, password_hash, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1) RETURNING id`,
    [
      firmId,
      fields.role,
      fields.firstName ?? 'Test',
      fields.lastName ?? fields.role.charAt(0) + fields.role.slice(1).toLowerCase(),
      email,
      fields.status ?? 'ACTIVE',
      await hashOf(fields.password ?? PASSWORD),
    ],
  );
  return { id: rows[0]!.id, email, firmId, role: fields.role };
}
