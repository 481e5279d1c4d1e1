import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { FeatureDeps, Feature } from './infra/feature.js';
import { registerAuth } from './infra/auth/auth-plugin.js';
import { registerUploads } from './infra/http/uploads.js';
import type { LiveHub } from './infra/live/live-hub.js';
import { registerLiveRoutes } from './infra/live/live-routes.js';
import { closeRequestSchemas, requestValidationOptions } from './infra/http/closed-schemas.js';
import { registerCompression } from './infra/http/compression.js';
import { registerErrorHandling } from './infra/http/error-handler.js';
import { healthRoutes } from './infra/http/health-routes.js';
import { registerMetricsRoute, timeRequests } from './infra/metrics/metrics-routes.js';
import { registerOpenApi } from './infra/http/openapi.js';
import { sharedSerializerFactory, sharedValidatorFactory } from './infra/http/schema-compilers.js';
import { registerOverloadShedding } from './infra/http/overload.js';
import { clientRequestIdOf } from './infra/http/request-ids.js';
import { registerSecurityHeaders } from './infra/http/security-headers.js';
import { registerWebApp } from './infra/http/web-app.js';

interface AppDeps extends FeatureDeps {
  features: readonly Feature[];
  /** Live updates over /ws; absent in tests that build an app without a runtime's hub. */
  liveHub?: LiveHub;
  /** The built web app (web/dist); absent in API-only tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** The database pool, whose wait the overload limits watch; absent, only event-loop lag is. */
  database?: { pool: pg.Pool };
}

/** The HTTP application. Tests build it exactly like main.ts does, with their own deps. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.logger ?? loggerOptions(deps.config.logLevel, prettyLogs(deps.config.isProduction)),
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, options, raw) => {
      const clientRequestId = clientRequestIdOf(raw);
      return logger.child(clientRequestId ? { ...bindings, clientRequestId } : bindings, options);
    },
    trustProxy: trustProxyOption(deps.config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: requestValidationOptions,
    schemaController: {
      compilersFactory: {
        buildValidator: sharedValidatorFactory,
        buildSerializer: sharedSerializerFactory,
      },
    },
  });
  closeRequestSchemas(app);
  // First, so every answer carries them, refusals by later hooks included.
  await registerSecurityHeaders(app, deps.config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  // Before the routes, whose JSON answers it compresses (error answers included).
  await registerCompression(app);
  // Before any route, so every request is timed.
  timeRequests(app, deps.metrics);
  await registerOverloadShedding(app, deps.config.overload, deps.database?.pool);
  await registerAuth(app, deps);
  await registerUploads(app);
  await registerOpenApi(app, deps.config);
  if (deps.liveHub) await registerLiveRoutes(app, deps.liveHub, deps.config.publicUrl);
  await app.register(healthRoutes, { db: deps.db });
  registerMetricsRoute(app, deps.metrics);
  const featureDeps: FeatureDeps = {
    config: deps.config,
    db: deps.db,
    databaseEngine: deps.databaseEngine,
    eventStore: deps.eventStore,
    jobs: deps.jobs,
    clock: deps.clock,
    storage: deps.storage,
    readCaches: deps.readCaches,
    sessions: deps.sessions,
    metrics: deps.metrics,
    bus: deps.bus,
    sealers: deps.sealers,
    paymentGateway: deps.paymentGateway,
  };
  for (const feature of deps.features) {
    if (feature.routes) await app.register(feature.routes, featureDeps);
  }
  if (deps.webRoot) await registerWebApp(app, deps.webRoot);
  return app;
}

/** A hop count trusts that many proxies nearest to us. */
function trustProxyOption(value: boolean | number | string) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** A developer in a terminal reads lines; servers and log collectors get JSON. */
function prettyLogs(isProduction: boolean): boolean {
  return !isProduction && process.stdout.isTTY;
}

/** Logs never carry query strings (one-time tokens travel there), cookies or auth headers. */
export function loggerOptions(level: string, pretty = false): FastifyServerOptions['logger'] {
  return {
    level,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
          },
        }
      : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        ip: request.ip,
      }),
    },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}
