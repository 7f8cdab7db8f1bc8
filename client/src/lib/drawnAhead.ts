import type { NormalizedCacheObject } from '@apollo/client/cache';
import { createContext } from 'react';

/**
 * True where the page was drawn by the server with the signed-in person's data (prerender.tsx):
 * while the server draws it and while React takes it over in the browser. The first render must
 * then be the page as drawn, not a loader that a deferred render replaces.
 */
export const DrawnAhead = createContext(false);

/** What the browser needs to take over a drawn page: the answers it was drawn from. */
export interface DrawnState {
  cache: NormalizedCacheObject;
  /** The newest live-update cursor those answers carried (live lists subscribe from it). */
  liveCursor: string | null;
}

/** The id of the page's `<script type="application/json">` that carries its DrawnState (client/prerenderPages.ts). */
export const DRAWN_STATE_ID = 'drawn-state';
