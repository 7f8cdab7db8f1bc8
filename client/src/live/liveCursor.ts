/**
 * The newest event cursor the server has mentioned (every query and mutation answer carries
 * `extensions.liveCursor`: the cursor when that request began). A live list subscribes from it, so
 * a change made between loading the list and the subscription reaching the server is replayed.
 */
let known: bigint | null = null;

/** The later of a cursor and an answer's `extensions.liveCursor` (ignored unless it is one). */
export function laterCursor(cursor: bigint | null, value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return cursor;
  const mentioned = BigInt(value);
  return cursor === null || mentioned > cursor ? mentioned : cursor;
}

export function noteLiveCursor(value: unknown): void {
  known = laterCursor(known, value);
}

export function currentLiveCursor(): string | null {
  return known === null ? null : known.toString();
}
