import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from './helpers/test-database.js';
import { sameOrigin } from './helpers/test-server.js';
import { openApiOperations } from './helpers/openapi-operations.js';
import { ROLES } from './helpers/test-sessions.js';
import { eachRoleTestBed } from './helpers/test-bed.js';

// Ids that are paths, control characters, direction overrides or far too long: none can name
// anything we store, so every route with an id answers 404 (never a 500, never a lookup).

const MALFORMED_IDS = [
  '..%2F..%2Fetc',
  '..',
  '%2E%2E',
  'a%2Fb',
  'a%5Cb',
  '%00',
  'abc%00def',
  'x'.repeat(65),
  'x'.repeat(99),
  '%E2%80%AEevil',
  'a%20b',
  "'%3B--",
];

const { server, cookies } = eachRoleTestBed({ work: false });

beforeAll(async () => {
  // Past the agreement, so a nanny's refusal can only be about the id.
  const agreed = await server.app.inject({
    method: 'POST',
    url: '/api/nanny/agreement',
    headers: { ...sameOrigin, cookie: cookies.nanny },
    payload: {},
  });
  expect(agreed.statusCode).toBe(200);
});

/** Whether the URL, its dot segments resolved as a client does, is another documented route. */
function resolvesToAnotherRoute(method: string, url: string): boolean {
  const resolved = new URL(url, 'http://client.test').pathname;
  if (resolved === url) return false;
  return openApiOperations(server.app).some(
    (operation) =>
      operation.method === method.toUpperCase() &&
      new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(resolved),
  );
}

/** Every documented route with an id in its path, as [method, path with {placeholders}]. */
function routesWithIds(): [string, string][] {
  return openApiOperations(server.app)
    .filter(({ path }) => /\{\w+Id\}/.test(path))
    .map(({ method, path }): [string, string] => [method, path]);
}

describe(`security item 10: path-like ids on ${testEngine}`, () => {
  it('security item 10: finds the routes with ids (so the walk below covers something)', () => {
    expect(routesWithIds().length).toBeGreaterThanOrEqual(9);
  });

  it('security item 10: every route with an id answers a malformed id with 404 and a clear message', async () => {
    const answers: { route: string; id: string; statuses: number[] }[] = [];
    for (const [method, path] of routesWithIds()) {
      for (const id of MALFORMED_IDS) {
        const url = path.replace('{kind}', 'photo-id').replace(/\{\w+Id\}/, id);
        // Every client resolves a dot segment before sending ("/parents/../payments" is
        // "/payments"): where that lands on another documented route, no id was sent at all.
        if (resolvesToAnotherRoute(method, url)) continue;
        const statuses: number[] = [];
        for (const role of ROLES) {
          const response = await server.app.inject({
            method: method as 'GET',
            url,
            headers: { ...sameOrigin, cookie: cookies[role] },
            ...(method === 'POST' ? { payload: { reason: 'Some reason' } } : {}),
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 404) {
            expect(response.json()).toMatchObject({ code: 'not_found' });
            expect(response.json<{ message: string }>().message.length).toBeGreaterThan(5);
          }
        }
        answers.push({ route: `${method} ${path}`, id: id.slice(0, 20), statuses });
      }
    }
    // 403 for roles the route is not for; the role it is for gets 404.
    const wrong = answers.filter(
      ({ statuses }) => !statuses.includes(404) || statuses.some((s) => s !== 403 && s !== 404),
    );
    expect(wrong).toEqual([]);
  });

  it('security item 10: NUL elsewhere in a request (a query filter) is a 400, not a 500', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/operator/events?streamId=a%00b',
      headers: { cookie: cookies.operator },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message:
        'The request contains characters that cannot be stored (such as NUL). Please remove them.',
    });
  });
});
