import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { writeCompressedCopies } from './precompress';
import { DRAWN_STATE_ID } from './src/lib/drawnAhead';
import { splitDocuments } from './splitDocuments';
import { stableMantineIds } from './stableMantineIds';

const EMPTY_ROOT = '<div id="root"></div>';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * A classic script (the server's policy runs no inline script) that asks for the app's code once
 * the page is on screen: after the document is parsed and its first frame drawn (the frame after
 * it begun). A hidden tab draws no frame until shown, so it asks at once (and a second at the
 * latest).
 *
 * It asks for the modules the app's code imports with it (the built page's modulepreload links,
 * left out of the page so nothing competes with it before its first paint) and, on a page the
 * server draws, the code of the page it shows (see PageCode): they come in one round trip with the
 * app's code rather than in the rounds after it that its imports and the page are found in.
 */
const afterFirstPaint = (entry: string, imports: string[], pageCode: PageCode) =>
  `(function(){var asked=false;function ask(){if(asked)return;asked=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s);` +
  `var pages=${JSON.stringify(pageCode.pages)},page=${JSON.stringify(pageCode.paths)}[location.pathname];` +
  `${JSON.stringify(imports)}.concat(page?pages[page]:[]).forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)})}` +
  `function painted(){if(document.visibilityState==='hidden')ask();requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(ask,0)})});setTimeout(ask,1000)}` +
  `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',painted,{once:true});else painted()})();\n`;

/**
 * The code of each page the server may draw, by its path: `paths` names the page a path shows
 * (client/src/prerender.tsx drawnPages), `pages` the modules of that page the app's own code does
 * not import (the page's chunk and the chunks it imports).
 */
interface PageCode {
  paths: Record<string, string>;
  pages: Record<string, string[]>;
}

/** What the build wrote of a chunk: its file and the chunks it imports. */
interface BuiltChunk {
  fileName: string;
  imports: string[];
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/** Each drawn page's code (PageCode): its page's chunk (named after the page) and that chunk's imports, less the app's. */
function pageCodeOf(chunks: BuiltChunk[], drawn: { path: string; page: string }[], appCode: string[]): PageCode {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const code: PageCode = { paths: {}, pages: {} };
  for (const { path, page } of drawn) {
    code.paths[path] = page;
    if (code.pages[page]) continue;
    const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId?.replace(/^.*[\\/]/, '').replace(/\.tsx?$/, '') === page);
    if (!chunk) throw new Error(`no chunk of the page ${page} (drawn at ${path}): a page's module is named after it`);
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    visit(chunk.fileName);
    code.pages[page] = [...files].map((file) => `/${file}`).filter((href) => !appCode.includes(href));
  }
  return code;
}

const LATIN_FONT = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/;

/**
 * The built index.html made to paint from itself: its stylesheet inline (no request before the
 * first paint), the app's code asked for once the page is painted (by a small script written
 * beside the assets, see afterFirstPaint): nothing the page's code needs competes with the page
 * for the network or the main thread before the page is on screen, whole. The page is usable once
 * the code has run.
 */
async function paintFirst(outDir: string, page: string, pageCode: (appCode: string[]) => PageCode): Promise<string> {
  const stylesheet = STYLESHEET.exec(page);
  const entry = ENTRY_SCRIPT.exec(page);
  if (!stylesheet || !entry || !page.includes(EMPTY_ROOT)) {
    throw new Error(`index.html is not as the build writes it (one stylesheet, one module script, ${EMPTY_ROOT})`);
  }
  const css = await readFile(join(outDir, stylesheet[1]!), 'utf8');
  if (css.includes('</')) throw new Error(`${stylesheet[1]} cannot be put in a <style> element`);
  const imports = [...page.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
  const loader = afterFirstPaint(entry[1]!, imports, pageCode([entry[1]!, ...imports]));
  const loaderFile = `assets/after-first-paint-${createHash('sha256').update(loader).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, loaderFile), loader);
  return page
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace(MODULE_PRELOAD, '')
    .replace(entry[0], () => `<script async src="/${loaderFile}"></script>`);
}

/** Where the build keeps the app's renderer for Node (beside dist/, never served): the server draws signed-in pages with it. */
export const RENDERER_DIR = 'dist-server';

/**
 * The page the server fills in for a signed-in page it draws (server/src/http/drawn-pages.ts): the
 * page's markup goes in place of DRAWN_PAGE, the answers it was drawn from (JSON, made safe for a
 * script element by the server) in place of DRAWN_STATE, for main.tsx to take the page over with.
 */
const DRAWN_PAGE = '<!--drawn-page-->';
const DRAWN_STATE = '<!--drawn-state-->';

/** The color scheme Mantine sets on <html> once it runs, there from the first paint. */
const withColorScheme = (page: string) => page.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');

/**
 * Writes pages that need nothing from the server to show (sign in) already rendered, and keeps
 * the renderer the server draws signed-in pages with: once the client is built, builds
 * src/prerender.tsx for Node into RENDERER_DIR (beside dist/, never served; its packages bundled in), renders each of `pages` with it into a copy of the built index.html,
 * with its Brotli and gzip copies (see paintFirst), and writes the template of drawn pages
 * (page.html) beside the renderer. The server sends sign in's copy for its path
 * (server/src/http/client-app.ts) and main.tsx hydrates it: a phone shows the page as soon as its
 * HTML has arrived, seconds before the app's code has.
 */
export function prerenderPages(pages: Record<string, string>): Plugin {
  let root = '';
  let outDir = '';
  let serverBuild = false;
  let chunks: BuiltChunk[] = [];
  return {
    name: 'matterhorn-prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
    },
    async closeBundle() {
      // A build that failed before writing its files left no page to render (its error is the one to read).
      if (serverBuild || !existsSync(join(outDir, 'index.html'))) return;
      const renderer = join(dirname(outDir), RENDERER_DIR);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [splitDocuments(), stableMantineIds(), react()],
        // Its packages bundled in (only the code the app uses: loaded in a fraction of the time and memory
        // the packages' full entry points take, and the server needs none of them installed).
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: renderer,
          emptyOutDir: true,
          sourcemap: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const { prerender, drawnPages } = (await import(pathToFileURL(join(renderer, 'prerender.mjs')).href)) as {
        prerender(path: string): Promise<string>;
        drawnPages(): { path: string; page: string }[];
      };
      const indexPage = await readFile(join(outDir, 'index.html'), 'utf8');
      const page = withColorScheme(await paintFirst(outDir, indexPage, (appCode) => pageCodeOf(chunks, drawnPages(), appCode)));
      for (const [path, file] of Object.entries(pages)) {
        // The page inert until the app's code takes it over (main.tsx), so nothing typed or clicked before is lost.
        const html = page.replace(EMPTY_ROOT, `<div id="root" inert>${await prerender(path)}</div>`);
        await writeFile(join(outDir, file), html);
        await writeCompressedCopies(join(outDir, file), Buffer.from(html));
      }
      // Drawn pages ask for the Latin text face with the page rather than once their text needs it: it
      // swaps in before the text has moved (a layout shift of 0.18–0.20 on the case list without).
      // Sign in, a short form, draws later with it (its first paint measured 0.9 s without, 1.3 s with).
      const font = LATIN_FONT.exec(page);
      const drawnPage = font ? page.replace('<style>', () => `<link rel="preload" href="${font[0]}" as="font" type="font/woff2" crossorigin><style>`) : page;
      await writeFile(
        join(renderer, 'page.html'),
        drawnPage.replace(EMPTY_ROOT, `<div id="root" inert>${DRAWN_PAGE}</div><script type="application/json" id="${DRAWN_STATE_ID}">${DRAWN_STATE}</script>`),
      );
    },
  };
}
