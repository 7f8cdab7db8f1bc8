/**
 * The newest event cursor the server has mentioned (every query and mutation answer carries
 * `extensions.liveCursor`: the cursor when that request began). A live list subscribes from it, so
 * a change made between loading the list and the subscription reaching the server is replayed.
 */
let known: bigint | null = null;

export function noteLiveCursor(value: unknown): void {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return;
  const cursor = BigInt(value);
  if (known === null || cursor > known) known = cursor;
}

export function currentLiveCursor(): string | null {
  return known === null ? null : known.toString();
}
