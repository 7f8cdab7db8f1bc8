import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { writeCompressedCopies } from './precompress';
import { splitDocuments } from './splitDocuments';

const EMPTY_ROOT = '<div id="root"></div>';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const ENTRY_SCRIPT = '<script type="module" crossorigin';

/**
 * The built index.html made to paint from itself: its stylesheet inline (no request before the
 * first paint), the app's code asked for after it (low priority, and its modules found by the
 * entry rather than preloaded beside the stylesheet). The code still starts loading at once; the
 * page is drawn without waiting for it, and is usable once it has run.
 */
async function paintFirst(outDir: string, page: string): Promise<string> {
  const stylesheet = STYLESHEET.exec(page);
  if (!stylesheet || !page.includes(EMPTY_ROOT) || !page.includes(ENTRY_SCRIPT)) {
    throw new Error(`index.html is not as the build writes it (one stylesheet, ${ENTRY_SCRIPT}, ${EMPTY_ROOT})`);
  }
  const css = await readFile(join(outDir, stylesheet[1]!), 'utf8');
  if (css.includes('</')) throw new Error(`${stylesheet[1]} cannot be put in a <style> element`);
  return page
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low" crossorigin');
}

/**
 * Writes pages that need nothing from the server to show (sign in) already rendered: once the
 * client is built, renders each path with src/prerender.tsx (built for Node into a folder of
 * node_modules, so its imports resolve, then removed) into a copy of the built index.html, with
 * its Brotli and gzip copies (see paintFirst). The server sends that copy for the path
 * (server/src/http/client-app.ts) and main.tsx hydrates it: a phone shows the page as soon as its
 * HTML has arrived, seconds before the app's code has.
 */
export function prerenderPages(pages: Record<string, string>): Plugin {
  let root = '';
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'matterhorn-prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // A build that failed before writing its files left no page to render (its error is the one to read).
      if (serverBuild || !existsSync(join(outDir, 'index.html'))) return;
      const renderer = join(root, 'node_modules', '.matterhorn-prerender');
      await mkdir(renderer, { recursive: true });
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [splitDocuments(), react()],
          build: { ssr: 'src/prerender.tsx', outDir: renderer, emptyOutDir: true, sourcemap: false, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
        });
        const { prerender } = (await import(pathToFileURL(join(renderer, 'prerender.mjs')).href)) as { prerender(path: string): Promise<string> };
        const page = await paintFirst(outDir, await readFile(join(outDir, 'index.html'), 'utf8'));
        for (const [path, file] of Object.entries(pages)) {
          // The color scheme Mantine sets on <html> once it runs, there from the first paint; the page
          // inert until the app's code takes it over (main.tsx), so nothing typed or clicked before is lost.
          const html = page
            .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
            .replace(EMPTY_ROOT, `<div id="root" inert>${await prerender(path)}</div>`);
          await writeFile(join(outDir, file), html);
          await writeCompressedCopies(join(outDir, file), Buffer.from(html));
        }
      } finally {
        await rm(renderer, { recursive: true, force: true });
      }
    },
  };
}
