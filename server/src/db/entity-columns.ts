import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/** An entity's columns as a select list under a table alias, and the reading of a result row back into the entity. */
export interface EntityColumns<T> {
  /** `"alias"."column" AS "alias_column", …`: every column TypeORM would select. */
  list: string;
  /** The entity (with its getters) from a row selected with `list`, as TypeORM hydrates it. */
  read(row: Record<string, unknown>): T;
}

/**
 * For a hand-written statement that runs on every request (the session lookup): the select list is
 * written once from the entity's metadata, and rows are hydrated the way TypeORM does, without
 * building a query per call.
 */
export function entityColumns<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, alias: string): EntityColumns<T> {
  const metadata = dataSource.getMetadata(target);
  const columns = metadata.columns.filter((column) => column.isSelect);
  const key = (name: string) => `${alias}_${name}`;
  return {
    list: columns.map((column) => `"${alias}"."${column.databaseName}" AS "${key(column.databaseName)}"`).join(', '),
    read(row) {
      const entity = metadata.create() as T;
      for (const column of columns) column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(row[key(column.databaseName)], column));
      return entity;
    },
  };
}
