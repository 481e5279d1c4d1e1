import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { API_TYPES_FILE, apiTypesSource } from '../scripts/lib/api-types.js';
import { testEngine } from './helpers/test-database.js';
import { testRuntimeForFile } from './helpers/test-bed.js';

// One contract: the web app's API types are generated from the route schemas
// and committed; a route schema changed without regenerating them fails here.

const runtime = testRuntimeForFile({ work: false });

describe(`one contract on ${testEngine}`, () => {
  it('the committed web/src/lib/api/schema.ts is what the route schemas generate now', async () => {
    const app = await buildApp({ ...runtime, logger: false });
    try {
      const generated = await apiTypesSource(app);
      const committed = readFileSync(API_TYPES_FILE, 'utf8');
      expect(
        committed === generated,
        'web/src/lib/api/schema.ts is stale: run `npm run api:types` and commit the result',
      ).toBe(true);
    } finally {
      await app.close();
    }
  });
});
