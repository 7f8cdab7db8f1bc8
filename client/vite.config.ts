import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './bundle-budget';
import { sharedPageChunk } from './chunking';
import { precompress } from './precompress';
import { prerenderPages } from './prerenderPages';
import { splitDocuments } from './splitDocuments';
import { stableMantineIds } from './stableMantineIds';
import { unusedMantineRules } from './unusedMantineRules';

const apiPort = process.env.PORT ?? '4000';
const sharedChunk = sharedPageChunk();

/**
 * React Router's package exports its development build (warnings and checks included) under every
 * condition; a build takes its production build instead, as React Router's own Vite plugin does.
 * Both entry points come from the same folder, so they share one router context.
 */
const reactRouterProduction = (file: string) => resolve(import.meta.dirname, '..', 'node_modules', 'react-router', 'dist', 'production', file);

export default defineConfig(({ command }) => ({
  // Issue 11: the app's first screen may cost at most 300 KiB of compressed JavaScript; each page
  // carries its own GraphQL documents; Mantine's ids are React's (no second render of each component
  // after it mounts); Mantine's CSS keeps only the components the build uses; the server sends the
  // Brotli/gzip copies written beside each asset; the code several pages share is one chunk; sign in
  // arrives rendered (see each plugin; `npm run lighthouse` measures).
  plugins: [
    splitDocuments(),
    stableMantineIds(),
    react(),
    bundleBudget({ entry: 'app', maxKiB: 300 }),
    unusedMantineRules(),
    precompress(),
    sharedChunk.plugin,
    prerenderPages({ '/signin': 'signin.html' }),
  ],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Only the GraphiQL page (monaco editor) is this large; the app's own chunks stay small.
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        graphiql: resolve(import.meta.dirname, 'graphiql.html'),
      },
      output: {
        codeSplitting: {
          groups: [{ name: 'pages-shared', test: sharedChunk.test, minShareCount: 2, includeDependenciesRecursively: false }],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL's modules start with React Compiler directives ("use no memo") that bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  // The dev server pre-bundles the app's dependencies only: GraphiQL's monaco workers cannot be
  // pre-bundled (in development the playground is served, built, by the API server on :4000).
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: `http://localhost:${apiPort}`, ws: true, changeOrigin: false },
      '/api': { target: `http://localhost:${apiPort}` },
    },
  },
}));
