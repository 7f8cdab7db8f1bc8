import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '4000';

export default defineConfig({
  plugins: [react()],
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
      onwarn(warning, warn) {
        // GraphiQL's modules start with React Compiler directives ("use no memo") that bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: `http://localhost:${apiPort}`, ws: true, changeOrigin: false },
      '/api': { target: `http://localhost:${apiPort}` },
    },
  },
});
