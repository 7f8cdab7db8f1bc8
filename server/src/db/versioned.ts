import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/** The row an editor changes: its id, its firm (null only for people outside every firm), the version they saw. */
export interface VersionedKey {
  id: string;
  firmId: string | null;
  version: number;
}

/** What the database gave the row when it saved the change. */
export interface VersionStamp {
  version: number;
  updatedAt: Date;
}

/**
 * The one optimistic-concurrency update: `UPDATE … SET changes, version = version + 1,
 * updated_at = now() WHERE id AND firm_id AND version = seen`, in the caller's transaction.
 *
 * The check and the write are one statement, so of simultaneous edits over the same version exactly
 * one changes the row (PostgreSQL re-reads a row another transaction changed and finds its version
 * moved); every other one, and an edit of a row not of this firm, changes nothing and gets `stale()`.
 * A row of a case's own table without a `firm_id` (a timeline entry) is the firm's through its case.
 *
 * Answers the changes written (keys given as undefined are fields left alone) with the new version
 * and time, to `Object.assign` onto the row as read.
 */
export async function updateVersioned<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  key: VersionedKey,
  changes: QueryDeepPartialEntity<E>,
  stale: () => Error,
): Promise<Partial<E> & VersionStamp> {
  const metadata = manager.connection.getMetadata(entity);
  // A key given as undefined is a field the editor left alone (TypeORM would write it as NULL).
  const written = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as QueryDeepPartialEntity<E>;
  const update = manager
    .createQueryBuilder()
    .update(entity)
    .set(written)
    .where('id = :id AND version = :version', { id: key.id, version: key.version });
  if (metadata.findColumnWithPropertyName('firmId')) {
    if (key.firmId === null) update.andWhere('firm_id IS NULL');
    else update.andWhere('firm_id = :firmId', { firmId: key.firmId });
  } else if (metadata.findColumnWithPropertyName('matterId') && key.firmId !== null) {
    update.andWhere('matter_id IN (SELECT id FROM matters WHERE firm_id = :firmId)', { firmId: key.firmId });
  } else {
    throw new Error(`updateVersioned: ${metadata.name} has no firm to scope the update by`);
  }
  // TypeORM adds `version = version + 1` and `updated_at = CURRENT_TIMESTAMP` to every update of an
  // entity with those columns.
  const result = await update.returning(['version', 'updated_at']).execute();
  const row = (result.raw as Array<{ version: number; updated_at: Date }>)[0];
  if (result.affected !== 1 || !row) throw stale();
  return { ...(written as Partial<E>), version: row.version, updatedAt: row.updated_at };
}
