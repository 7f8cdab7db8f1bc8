import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Work no person asked for (reminders, notices), done one item at a time: each item claimed and
 * done in its own short transaction; `work` answers whether it did it (false: another instance
 * claimed it, or it is no longer due). A batch in one transaction would hold the event write lock
 * (events/event-bus.ts `publish`) from its first notice until its commit, and every change that
 * publishes an event meanwhile (a task drag, any edit) would wait for the whole batch: 200 overdue
 * notices held the drags of a large firm for four seconds.
 */
export async function oneByOne<T>(dataSource: DataSource, items: readonly T[], work: (manager: EntityManager, item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (const item of items) if (await dataSource.transaction((manager) => work(manager, item))) done += 1;
  return done;
}

/**
 * The first `limit` items a job's query finds, in `orderBy` order, with their firms (for reading
 * the firms' zones once for the round): read without locks; `oneByOne` then claims each.
 */
export function candidates<E extends ObjectLiteral>(query: SelectQueryBuilder<E>, alias: string, orderBy: string, limit: number): Promise<Array<{ id: string; firm_id: string }>> {
  return query.select(`${alias}.id`, 'id').addSelect(`${alias}.firm_id`, 'firm_id').orderBy(orderBy, 'ASC').limit(limit).getRawMany<{ id: string; firm_id: string }>();
}
