import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The web app is served by the BFF under /core/; in development Vite proxies /api to it. */
export default defineConfig({
  root,
  base: '/core/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 200,
    // dist/.vite/manifest.json: the chunk graph the benchmark reads to size each route's lazy chunks.
    manifest: true,
  },
  server: {
    port: 5173,
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: { '/api': 'http://localhost:3000' },
  },
});
