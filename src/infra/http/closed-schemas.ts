import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { closeObjects } from '../schema/closed-objects.js';

/**
 * Fastify's Ajv removes undeclared properties silently (`removeAdditional: true`): a request
 * with extra fields would pass as if they were not there. Ours refuses them with a 400 instead,
 * so a client learns its mistake and an attacker's extra fields are never half-accepted.
 */
export const requestValidationOptions: FastifyServerOptions['ajv'] = {
  customOptions: { removeAdditional: false },
};

const REQUEST_PARTS = ['body', 'querystring', 'query', 'params'] as const;

/**
 * Closes every object in every route's body, query and params schemas as routes are registered,
 * before they are compiled and before the OpenAPI document reads them: one place, so no route can
 * forget. Headers stay open (browsers and proxies add their own); multipart routes have no body
 * schema and read their one file themselves.
 */
export function closeRequestSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema: Record<string, unknown> = { ...route.schema };
    for (const part of REQUEST_PARTS) {
      if (schema[part] !== undefined) schema[part] = closeObjects(schema[part]);
    }
    route.schema = schema;
  });
}
