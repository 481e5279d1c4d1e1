import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, reportLandingPageSize } from './scripts/lib/web-build-plugins.js';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/** Rules the server and the web app share (src/shared: no Node imports), as `@shared/...`. */
export const sharedAlias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };
// The API server's port: PORT, as the server itself reads it (npm run dev sets both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

// The dev server forwards everything the Fastify app owns, so the browser talks to one origin
// (session cookies stay same-site, as in production where Fastify serves web/dist).
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/docs': { target: apiTarget, changeOrigin: false },
  '/healthz': { target: apiTarget, changeOrigin: false },
  '/ws': { target: apiTarget, ws: true, changeOrigin: false },
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress(), reportLandingPageSize()],
  resolve: { alias: sharedAlias },
  build: {
    outDir: fileURLToPath(new URL('./web/dist', import.meta.url)),
    emptyOutDir: true,
    // Which chunks each page needs: the browser tests check a parent or nanny never downloads
    // the operator console's (kept under .vite/, which the server does not serve).
    manifest: true,
  },
  server: { proxy },
  preview: { proxy },
});
