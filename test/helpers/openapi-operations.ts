import type { FastifyInstance } from 'fastify';

/** A route parameter as the OpenAPI document describes it. */
export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: unknown;
}

/** One route of the OpenAPI document, in the form the route-walking tests read. */
export interface Operation {
  /** "METHOD /path", as a test names it. */
  route: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined when the route takes none. */
  jsonBody: unknown;
  multipart: boolean;
}

/**
 * Every route of the app's OpenAPI document, so that the tests that walk all routes (fuzzing,
 * mass assignment) read the document the same way and a new route is covered without listing it.
 */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const spec = app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content =
        (op.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)
          ?.content ?? {};
      return {
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      };
    }),
  );
}
