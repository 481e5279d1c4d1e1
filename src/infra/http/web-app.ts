import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/ws', '/docs', '/healthz', '/readyz', '/metrics', '/dev/'];

/**
 * Serves the built web app. Browser routes (/rbt-dashboard, /terms-of-service, ...) have no file:
 * they get index.html and the client router decides, including sending unknown paths to /.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexHtml = join(webRoot, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn(`No web build at ${webRoot}: run "npm run build:web". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    // Hashed asset names never change content; index.html must always be revalidated.
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(webRoot, 'assets')}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Files that exist got their own routes from @fastify/static (wildcard: false); the rest is SPA.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ code: 'not_found', message: `No route for GET ${path}.` });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
