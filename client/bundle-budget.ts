import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface InitialChunk {
  fileName: string;
  gzipBytes: number;
}

/**
 * The JavaScript a browser must download before the entry's page can run: the entry chunk and
 * everything it imports statically, transitively. Lazy routes (dynamic imports) are not included.
 */
export function initialChunks(bundle: OutputBundle, entryName: string): InitialChunk[] {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (!entry) throw new Error(`No entry chunk named "${entryName}" in the bundle.`);

  const seen = new Set<string>();
  const pending = [entry.fileName];
  while (pending.length > 0) {
    const fileName = pending.pop()!;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    pending.push(...(chunks.get(fileName)?.imports ?? []));
  }
  return [...seen].map((fileName) => ({ fileName, gzipBytes: gzipSync(chunks.get(fileName)!.code, { level: 9 }).length }));
}

/**
 * Fails the production build when the entry's initial JavaScript is over `maxKiB` gzip-compressed,
 * and prints what it is made of, so a heavy import on the first screen is caught where it lands.
 */
export function bundleBudget({ entry, maxKiB }: { entry: string; maxKiB: number }): Plugin {
  return {
    name: 'matterhorn-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = initialChunks(bundle, entry).sort((a, b) => b.gzipBytes - a.gzipBytes);
      const totalKiB = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024;
      const lines = chunks.map((chunk) => `  ${(chunk.gzipBytes / 1024).toFixed(1).padStart(7)} KiB  ${chunk.fileName}`);
      const summary = `Initial JavaScript of "${entry}": ${totalKiB.toFixed(1)} KiB gzip (budget ${maxKiB} KiB)\n${lines.join('\n')}`;
      if (totalKiB > maxKiB) this.error(`${summary}\nOver budget: load the heavy part lazily (a route or a dynamic import).`);
      this.info(summary);
    },
  };
}
