import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestRuntime } from '../../../test/helpers/test-runtime.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import type { Runtime } from '../../runtime.js';

let runtime: Runtime;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  runtime = await startTestRuntime({ work: false });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await runtime.close();
});

async function appWithDocs(apiDocs: Config['apiDocs']) {
  const app = await buildApp({ ...runtime, config: { ...runtime.config, apiDocs }, logger: false });
  apps.push(app);
  return app;
}

const statusOf = async (app: FastifyInstance, url: string, cookie?: string) =>
  (await app.inject({ url, headers: cookie ? { cookie } : {} })).statusCode;

describe(`security item 10: the API docs by configuration, on ${testEngine}`, () => {
  it('security item 10: API_DOCS=operators shows /docs and its JSON to operators only', async () => {
    const app = await appWithDocs('operators');
    for (const url of ['/docs', '/docs/json']) {
      expect(await statusOf(app, url)).toBe(401);
      expect(await statusOf(app, url, await signedInAs(runtime, 'parent'))).toBe(403);
      expect(await statusOf(app, url, await signedInAs(runtime, 'nanny'))).toBe(403);
      expect([200, 302]).toContain(await statusOf(app, url, await signedInAs(runtime, 'operator')));
    }
  });

  it('security item 10: API_DOCS=off serves no docs at all, to anyone', async () => {
    const app = await appWithDocs('off');
    const operator = await signedInAs(runtime, 'operator');
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      expect(await statusOf(app, url)).toBe(404);
      expect(await statusOf(app, url, operator)).toBe(404);
    }
  });

  it('security item 10: API_DOCS=public (the default outside production) shows them to anyone', async () => {
    const app = await appWithDocs('public');
    expect(await statusOf(app, '/docs/json')).toBe(200);
  });
});
