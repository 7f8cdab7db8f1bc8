import type { EntityManager } from 'typeorm';

/** What a firm's documents are headed with: its name, and its phone and email on one line. */
export interface Letterhead {
  name: string;
  contact: string;
}

/** The firm's letterhead (settlement statements, demand letters). */
export async function letterheadOf(manager: EntityManager, firmId: string): Promise<Letterhead> {
  const [row] = (await manager.query('SELECT name, email, phone FROM firms WHERE id = $1', [firmId])) as Array<{ name: string; email: string | null; phone: string | null }>;
  return { name: row?.name ?? '', contact: [row?.phone, row?.email].filter(Boolean).join('  |  ') };
}
