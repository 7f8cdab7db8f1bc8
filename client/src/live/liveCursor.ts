/**
 * The newest event cursor the server has mentioned (every query and mutation answer carries
 * `extensions.liveCursor`: the cursor when that request began). A live list subscribes from it, so
 * a change made between loading the list and the subscription reaching the server is replayed.
 */
let known: bigint | null = null;
/** Those waiting for the first cursor (a live list mounted before any answer mentioned one). */
const waiting = new Set<(cursor: string) => void>();

/** The later of a cursor and an answer's `extensions.liveCursor` (ignored unless it is one). */
export function laterCursor(cursor: bigint | null, value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return cursor;
  const mentioned = BigInt(value);
  return cursor === null || mentioned > cursor ? mentioned : cursor;
}

export function noteLiveCursor(value: unknown): void {
  const first = known === null;
  known = laterCursor(known, value);
  if (first && known !== null) {
    const cursor = known.toString();
    for (const listener of [...waiting]) {
      waiting.delete(listener);
      listener(cursor);
    }
  }
}

/** Calls `listener` with the cursor once one is known (at once if it is); returns the way to stop waiting. */
export function whenLiveCursorKnown(listener: (cursor: string) => void): () => void {
  if (known !== null) {
    listener(known.toString());
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

export function currentLiveCursor(): string | null {
  return known === null ? null : known.toString();
}
