import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ApiDocsAccess } from '../../config.js';
import { requireRole } from '../auth/auth-plugin.js';

/**
 * The OpenAPI document is generated from the route schemas (always: tests walk it); /docs
 * shows it and its JSON to whom API_DOCS says: nobody, operators only, or anyone.
 */
export async function registerOpenApi(app: FastifyInstance, access: ApiDocsAccess): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RBT Nanny Connect API',
        description: 'The HTTP API behind the RBT Nanny Connect web app.',
        version: '0.1.0',
      },
    },
  });
  if (access === 'off') return;
  const operatorsOnly = requireRole('operator');
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    ...(access === 'operators'
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
