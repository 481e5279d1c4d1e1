import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/ws', '/docs', '/healthz', '/readyz', '/metrics', '/dev/'];
/** Where the build puts its hashed files: a name there is never reused for other content. */
const ASSETS_PREFIX = '/assets/';

/** The landing page's own HTML: "/" without the app's router (scripts/lib/web-build-plugins.ts). */
const LANDING_HTML = 'landing.html';
/** Pages whose HTML names what they need first: pages/<address>.html (scripts/lib/page-html.ts). */
const PAGES_DIR = 'pages';

/**
 * Serves the built web app. Browser routes (/rbt-dashboard, /terms-of-service, ...) have no file:
 * they get index.html and the client router decides, including sending unknown paths to /.
 * "/" itself gets the landing page's own HTML (a build from before it had one: index.html), and
 * an address the build wrote a page of its own for gets that one (index.html with preloads).
 *
 * Files are sent as the build compressed them (.br, .gz beside each: the best a client's
 * Accept-Encoding allows, with Vary: Accept-Encoding), never compressed again per request.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexHtml = join(webRoot, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn(`No web build at ${webRoot}: run "npm run build:web". Serving the API only.`);
    return;
  }
  const rootPage = existsSync(join(webRoot, LANDING_HTML)) ? LANDING_HTML : 'index.html';
  const ownPages = pagesByAddress(webRoot);
  const assetsDir = join(webRoot, 'assets') + sep;
  // A byte range names bytes of the file itself: answer it from the uncompressed file, so the
  // range means the same whatever encodings the client accepts.
  app.addHook('onRequest', async (request) => {
    if (request.headers.range !== undefined && request.url.startsWith(ASSETS_PREFIX)) {
      delete request.headers['accept-encoding'];
    }
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Hashed asset names never change content; index.html must always be revalidated.
    setHeaders: (res, path) => {
      const immutable = path.startsWith(assetsDir);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Files that exist got their own routes from @fastify/static (wildcard: false); the rest is SPA.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // An asset no longer there (a page open across a deploy asks for its old chunk): a 404 the
    // page's loader can tell from a page, never index.html served as JavaScript.
    if (path.startsWith(ASSETS_PREFIX)) {
      return reply
        .status(404)
        .header('Cache-Control', 'no-cache')
        .send({
          code: 'not_found',
          message: `No file ${path}: reload the page for the current version.`,
        });
    }
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ code: 'not_found', message: `No route for GET ${path}.` });
    }
    const page = path === '/' ? rootPage : (ownPages.get(path.replace(/\/+$/, '')) ?? 'index.html');
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
}

/**
 * The build's own pages by the address each serves (/parent-dashboard for
 * pages/parent-dashboard.html), listed once at start: an address only ever picks a file the
 * build wrote, never a path made from the request.
 */
function pagesByAddress(webRoot: string): Map<string, string> {
  const dir = join(webRoot, PAGES_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(webRoot, join(entry.parentPath, entry.name)).split(sep).join('/');
    const address = `/${file.slice(PAGES_DIR.length + 1, -'.html'.length)}`;
    pages.set(address, file);
  }
  return pages;
}
