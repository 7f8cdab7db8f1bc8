import type { Plugin } from 'vite';

/**
 * Libraries that only some pages need and that are large: they keep chunks of their own, loaded
 * only by the pages that use them.
 */
const HEAVY = /[\\/]node_modules[\\/](@fullcalendar|recharts|d3-|victory-vendor|@mantine[\\/](charts|dropzone)|react-dropzone|@dnd-kit|monaco-editor|@?graphiql|@graphiql|codemirror)/;

/**
 * Merges the code that several lazy pages share into one `pages-shared` chunk.
 *
 * Left to itself the bundler gives every set of pages that share modules a chunk of its own: about
 * 30 files of 1–10 KiB for one page, fetched over HTTP/1.1's six connections in several round trips
 * before the page can render. One shared chunk is one request. It holds only modules that
 *  - no entry imports statically (the first screen's JavaScript, under the bundle budget, is unchanged),
 *  - at least two pages use (a page's own code stays in its own chunk), and
 *  - do not pull in a large library (see HEAVY: the calendar, charts, drag and drop stay separate),
 * so its own imports are the entries' chunks only.
 */
export function sharedPageChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const initial = new Set<string>();
  const heavy = new Set<string>();

  return {
    test: (id) => !initial.has(id) && !heavy.has(id),
    plugin: {
      name: 'matterhorn-shared-page-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        // Everything the entries import statically.
        const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (initial.has(id)) continue;
          initial.add(id);
          pending.push(...imports(id));
        }
        // Every module that statically reaches a large library, and every module only such modules
        // import (a large library's own dependencies, e.g. the calendar's preact): a fixed point.
        const importers = (id: string) => {
          const info = this.getModuleInfo(id);
          return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        };
        for (const id of ids) if (HEAVY.test(id)) heavy.add(id);
        for (let changed = true; changed; ) {
          changed = false;
          for (const id of ids) {
            if (heavy.has(id)) continue;
            const users = importers(id);
            if (imports(id).some((dep) => heavy.has(dep)) || (users.length > 0 && users.every((user) => heavy.has(user)))) {
              heavy.add(id);
              changed = true;
            }
          }
        }
      },
    },
  };
}
