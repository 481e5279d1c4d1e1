import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  LANDING_HTML,
  precompress,
  reportLandingPageSize,
  serveLandingAtRoot,
  staticFrame,
} from './scripts/lib/web-build-plugins.js';
import { pageHtmlWithPreloads } from './scripts/lib/page-html.js';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const webPage = (name: string) => fileURLToPath(new URL(`./web/${name}`, import.meta.url));
/** The web app's index.ts files: re-exports only (scripts/lib/web-build-plugins.test.ts). */
const reExportsOnly = /[\\/]web[\\/]src[\\/](features|lib)[\\/].*[\\/]index\.ts$/;

/** Rules the server and the web app share (src/shared: no Node imports), as `@shared/...`. */
export const sharedAlias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };
/**
 * React Router 7's package exports name only its development build (every condition points at
 * dist/development: warnings, invariants, extra checks on each render), so the production bundle
 * is chosen by path. Only for `vite build`: tests and the dev server keep the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};
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

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [
    react(),
    serveLandingAtRoot(),
    staticFrame(),
    pageHtmlWithPreloads(),
    precompress(),
    reportLandingPageSize(),
  ],
  resolve: {
    alias: [
      ...Object.entries(sharedAlias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./web/dist', import.meta.url)),
    emptyOutDir: true,
    // Which chunks each page needs: the browser tests check a parent or nanny never downloads
    // the operator console's (kept under .vite/, which the server does not serve).
    manifest: true,
    // Two pages: the landing page ("/") on its own, without the router or the dashboards'
    // loader, and the app for every other path (docs/architecture.md).
    rolldownOptions: {
      input: { app: webPage('index.html'), landing: webPage(LANDING_HTML) },
      // A feature's or lib's index.ts only re-exports: importing one name from it then reaches
      // only that name's module. Otherwise the landing page, importing the sign-in panel from
      // features/accounts, would share a chunk with the account settings, and with them the
      // router, the dialogs and the booking rules (docs/performance.md).
      treeshake: { moduleSideEffects: (id) => (reExportsOnly.test(id) ? false : undefined) },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
