import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from '../../config.js';
import { requireRole, sessionCookieName } from '../auth/auth-plugin.js';

/**
 * The session cookie: every operation needs it unless its schema says `security: []` (the
 * routes open to anyone; test/route-permissions.int.test.ts checks the two lists agree).
 */
export const SESSION_SCHEME = 'sessionCookie';

/**
 * The OpenAPI document is generated from the route schemas (always: tests walk it, and the web
 * app's types are generated from it); /docs shows it and its JSON to whom API_DOCS says: nobody,
 * operators only, or anyone. src/infra/http/redocly.yaml holds the lint rules it passes.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  // Every route registered from here on gets its operationId.
  app.addHook('onRoute', describeOperation);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RBT Nanny Connect API',
        description:
          'The HTTP API behind the RBT Nanny Connect web app. Routes that need a signed-in ' +
          'account take the session cookie that POST /api/auth/login sets; a change (any ' +
          "method but GET) must come from the app's own origin. Errors are `{ code, message }`.",
        version: '0.1.0',
        license: { name: 'Proprietary: all rights reserved' },
      },
      // The API is served with the web app, at the same origin as this document.
      servers: [{ url: '/', description: 'The server this document was fetched from' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config),
            description: 'The session cookie set at login (HttpOnly, SameSite=Lax).',
          },
        },
      },
      security: [{ [SESSION_SCHEME]: [] }],
    },
  });
  if (config.apiDocs === 'off') return;
  const operatorsOnly = requireRole('operator');
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    ...(config.apiDocs === 'operators'
      ? {
          uiHooks: {
            // swagger-ui types its hooks in callback style; the error (401/403) goes to done.
            onRequest: (request, _reply, done) => {
              operatorsOnly(request).then(() => done(), done);
            },
          },
        }
      : {}),
  });
}

/**
 * An operationId made from the method and path, unique as they are: `POST
 * /api/bookings/:id/cancel` is `postBookingsByIdCancel`.
 */
function describeOperation(route: RouteOptions): void {
  const schema = route.schema;
  if (schema === undefined || schema.hide === true || schema.operationId !== undefined) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const [method] = methods;
  // One schema serves every method of a multi-method route: no one id fits them all.
  if (methods.length !== 1 || method === undefined) return;
  route.schema = { ...schema, operationId: operationIdFor(method, route.url) };
}

export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter((part) => part !== '')
    .flatMap((part) =>
      part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^A-Za-z0-9]+/),
    );
  const capitalized = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return [method.toLowerCase(), ...capitalized].join('');
}
