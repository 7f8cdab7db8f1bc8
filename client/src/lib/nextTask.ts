/**
 * Resolves in a later task of the browser's event loop: start-up work split by it is several short
 * tasks instead of one long one, so the page can answer a tap in between (Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
