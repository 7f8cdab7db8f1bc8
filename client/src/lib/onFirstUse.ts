/**
 * A value made the first time it is asked for. For module-level Intl formats: making one costs
 * milliseconds (the first loads the locale's data), which every page would otherwise pay while the
 * app's code is evaluated, in one long task, for formats it may never use.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
