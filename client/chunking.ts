import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Libraries that only some pages need and that are large: they keep chunks of their own, loaded
 * only by the pages that use them.
 */
const HEAVY = /[\\/]node_modules[\\/](@fullcalendar|recharts|d3-|victory-vendor|@mantine[\\/](charts|dropzone)|react-dropzone|@dnd-kit|monaco-editor|@?graphiql|@graphiql|codemirror)/;

/**
 * Indexes that re-export every component, hook, icon or GraphQL document of a library, by the
 * specifier modules import them with. `ownExports`: the index also defines names of its own (the
 * generated graphql.ts: enums), which belong to the index itself.
 */
const BARRELS: Array<{ specifier: RegExp; index: RegExp; ownExports?: boolean }> = [
  { specifier: /^@mantine\/core$/, index: /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/ },
  { specifier: /^@mantine\/hooks$/, index: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/ },
  { specifier: /^@tabler\/icons-react$/, index: /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/ },
  { specifier: /(^|\/)gql\/graphql$/, index: /[\\/]src[\\/]gql[\\/]graphql\.ts$/, ownExports: true },
];

const NAMED_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const OTHER_IMPORT = /import\s+(?:\*|[\w$]+)[^;]*from\s*["']([^"']+)["']/g;

const barrelExports = new Map<string, Map<string, string>>();

/** An index's exported names and the module each comes from (`import {a as b} from`, `export {default as X} from`). */
function exportsOf(index: string, code: string): Map<string, string> {
  let names = barrelExports.get(index);
  if (names) return names;
  names = new Map();
  for (const [, list, from] of code.matchAll(NAMED_IMPORT)) {
    // A file beside the index, or a virtual module (the split GraphQL documents: "\0" + its name).
    const module = from!.startsWith('.') ? path.resolve(path.dirname(index), from!) : `\0${from}`;
    for (const spec of list!.split(',')) {
      const name = spec.trim().split(/\s+as\s+/).pop();
      if (name) names.set(name, module);
    }
  }
  barrelExports.set(index, names);
  return names;
}

/**
 * The modules of an index (`dep`, see BARRELS) that `importer` uses: those of the names it imports
 * from it. Null when `dep` is no such index, or the importer's use of it can't be read (a namespace
 * or default import, a name not found): then everything the index imports counts, as before.
 */
export function barrelModulesUsed(importer: string, code: string | null, dep: string, depCode: string | null): string[] | null {
  const barrel = BARRELS.find(({ index }) => index.test(dep));
  if (!barrel || code === null || depCode === null || BARRELS.some(({ index }) => index.test(importer))) return null;
  if ([...code.matchAll(OTHER_IMPORT)].some(([, from]) => barrel.specifier.test(from!))) return null;
  const exported = exportsOf(dep, depCode);
  const used: string[] = [];
  for (const [, list, from] of code.matchAll(NAMED_IMPORT)) {
    if (!barrel.specifier.test(from!)) continue;
    for (const spec of list!.split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0];
      if (!name || name.startsWith('type ')) continue;
      const module = exported.get(name);
      if (module) used.push(module);
      else if (!barrel.ownExports) return null;
    }
  }
  return used;
}

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
        // Everything the entries import statically. Through a library's index (see BARRELS), only the
        // modules of the names imported: the index imports every component and icon, so following all
        // its imports made each one "initial", and each a chunk of its own (one request each).
        const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (initial.has(id)) continue;
          initial.add(id);
          const code = this.getModuleInfo(id)?.code ?? null;
          for (const dep of imports(id)) {
            const used = barrelModulesUsed(id, code, dep, this.getModuleInfo(dep)?.code ?? null);
            if (used) initial.add(dep);
            pending.push(...(used ?? [dep]));
          }
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
      // The shared chunk is loaded by every page: were it to import a page's own chunk (a module
      // the bundler kept with that page because the page imports it first), every page would load
      // that page too. The build stops instead, naming the import.
      generateBundle(_options, bundle) {
        const shared = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'pages-shared');
        if (shared?.type !== 'chunk') return;
        for (const imported of shared.imports) {
          const chunk = bundle[imported];
          if (chunk?.type === 'chunk' && chunk.isDynamicEntry) {
            this.error(`pages-shared imports ${imported}, a page's own chunk, so every page would load it: move what it imports from there into a module the pages share.`);
          }
        }
      },
    },
  };
}
