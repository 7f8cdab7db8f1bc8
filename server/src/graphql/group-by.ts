/** Rows grouped under the keys a DataLoader asked for, in the same order (empty lists for none). */
export function groupRows<T, K extends keyof T>(keys: readonly string[], rows: readonly T[], key: K): T[][] {
  const byKey = new Map<unknown, T[]>();
  for (const row of rows) {
    const list = byKey.get(row[key]);
    if (list) list.push(row);
    else byKey.set(row[key], [row]);
  }
  return keys.map((k) => byKey.get(k) ?? []);
}
