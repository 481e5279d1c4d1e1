import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { requireRole } from '../auth/auth-plugin.js';
import type { Metrics } from './metrics.js';
import { errorResponsesFor } from '../http/responses.js';

/** Route templates only, so no id or address ever becomes a label. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Times every request into rbt_http_request_duration_seconds (hooks apply to the routes
 * registered after them, so this comes first). /metrics on the app's own port answers operators'
 * sessions only (401 signed out, 403 for parents and nannies); Prometheus itself scrapes the
 * separate port (METRICS_PORT), which serves nothing else.
 */
export function timeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** After the auth plugin, whose hooks apply to routes registered after it. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics): void {
  app.get(
    '/metrics',
    {
      preValidation: requireRole('operator'),
      schema: {
        tags: ['operations'],
        summary: "This instance's metrics in Prometheus's text format (operators only)",
        produces: ['text/plain'],
        response: { 200: Type.String(), ...errorResponsesFor(401, 403) },
      },
    },
    async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()),
  );
}

/**
 * A server of its own for Prometheus, on METRICS_PORT (bound to METRICS_HOST, 127.0.0.1 unless
 * set): /metrics without a session, 404 for anything else. Keep the port off the internet.
 */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text()),
  );
  await server.listen({ port, host });
  return server;
}
