/** The window event the mounted search modal listens to. */
export const OPEN_SEARCH_EVENT = 'matterhorn:open-search';

/**
 * Opens the "Search anything" modal from anywhere in the app (the modal is mounted once in
 * the app frame for firm staff). Safe to call when the modal is not mounted: nothing happens.
 */
export function openSearchModal(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
}
