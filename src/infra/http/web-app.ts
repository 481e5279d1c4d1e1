import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/ws', '/docs', '/healthz', '/readyz', '/metrics', '/dev/'];
/** Where the build puts its hashed files: a name there is never reused for other content. */
const ASSETS_PREFIX = '/assets/';

/** The landing page's own HTML: "/" without the app's router (scripts/lib/web-build-plugins.ts). */
const LANDING_HTML = 'landing.html';

/**
 * Serves the built web app. Browser routes (/rbt-dashboard, /terms-of-service, ...) have no file:
 * they get index.html and the client router decides, including sending unknown paths to /.
 * "/" itself gets the landing page's own HTML (a build from before it had one: index.html).
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
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile(path === '/' ? rootPage : 'index.html');
  });
}
