import type { EntityManager } from 'typeorm';

/** When the case's complaint was first recorded as filed (its statute satisfied, on the Deadlines tab): YYYY-MM-DD, or null. */
export async function complaintFiledOn(manager: EntityManager, firmId: string, matterId: string): Promise<string | null> {
  const [row] = (await manager.query(`SELECT min(satisfied_on)::text AS filed_on FROM matter_statutes WHERE firm_id = $1 AND matter_id = $2`, [firmId, matterId])) as Array<{ filed_on: string | null }>;
  return row?.filed_on ?? null;
}
