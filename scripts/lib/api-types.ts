import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import { projectRoot } from '../../src/infra/project-root.js';

/** Where the web app's API types live, committed; `npm run api:types` rewrites them. */
export const API_TYPES_FILE = join(projectRoot(), 'web', 'src', 'lib', 'api', 'schema.ts');

const HEADER = `// Generated from the server's OpenAPI document (the TypeBox schemas of src/**/*.routes.ts):
// do not edit. After changing a route schema run \`npm run api:types\`; test/api-types.int.test.ts
// fails while this file is stale.
/* eslint-disable */
`;

/**
 * The web app's API types for a built app: its OpenAPI document (made from the route schemas)
 * through openapi-typescript, formatted like the rest of the tree. Nothing here reads the clock,
 * a port or the machine, so the same routes always give the same text.
 */
export async function apiTypesSource(app: FastifyInstance): Promise<string> {
  await app.ready();
  const document = app.swagger() as OpenAPI3;
  const nodes = await openapiTS(document, { silent: true, alphabetize: true });
  const source = HEADER + '\n' + astToString(nodes);
  const options = await prettier.resolveConfig(API_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: API_TYPES_FILE });
}
