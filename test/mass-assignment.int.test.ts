import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWeek } from '../src/features/nannies/availability/availability.rules.js';
import type { Role } from '../src/infra/db/schema.js';
import { countEvents } from './helpers/event-log.js';
import { objectPaths, openObjects, sampleOf, withField } from './helpers/schema-samples.js';
import { testEngine } from './helpers/test-database.js';
import { sameOrigin, startTestApp } from './helpers/test-server.js';
import { signedInAccount } from './helpers/test-sessions.js';
import { openApiOperations, type Operation } from './helpers/openapi-operations.js';

// Security item 1 (docs/security.md): a request names only the fields its route reads. Another
// user's id or a command's `type` smuggled into a body is refused with a 400 and changes nothing.

let server: Awaited<ReturnType<typeof startTestApp>>;
const callers: (string | undefined)[] = [undefined];
const victims = { parent: '', nanny: '' };
let nannyCookie = '';

beforeAll(async () => {
  server = await startTestApp({ work: false });
  await server.app.ready();
  for (const role of ['nanny', 'parent', 'operator'] as Role[]) {
    const caller = await signedInAccount(server.runtime, role);
    callers.push(caller.cookie);
    if (role === 'nanny') nannyCookie = caller.cookie;
  }
  victims.parent = (await signedInAccount(server.runtime, 'parent')).accountId;
  victims.nanny = (await signedInAccount(server.runtime, 'nanny')).accountId;
});
afterAll(() => server?.close());

const operations = (): Operation[] => openApiOperations(server.app);

/** The path with each {param} filled with a value its schema accepts. */
function urlOf(op: Operation, query = new URLSearchParams()): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(parameter ? sampleOf(parameter.schema) : randomUUID()));
  });
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const eventCount = () => countEvents(server.runtime.db);

/** What the victims' read rows hold: none of it may change. */
async function victimRows(): Promise<string> {
  const db = server.runtime.db;
  const ids = [victims.parent, victims.nanny];
  return JSON.stringify([
    await db.selectFrom('accounts').selectAll().where('id', 'in', ids).orderBy('id').execute(),
    await db
      .selectFrom('parent_profiles')
      .selectAll()
      .where('parent_id', '=', victims.parent)
      .execute(),
    await db
      .selectFrom('nanny_profiles')
      .selectAll()
      .where('nanny_id', '=', victims.nanny)
      .execute(),
  ]);
}

/** The JSON error body, or nothing for a redirect or a file. */
function errorBodyOf(response: LightMyRequestResponse): { code?: string; message?: string } {
  try {
    return response.json();
  } catch {
    return {};
  }
}

/**
 * Sends the request as an outsider and as each role: those the route is for must get a 400 that
 * names the unknown field, the others their 401/403, and nothing may be written for anyone.
 */
async function expectRefusedByEveryone(
  route: string,
  send: (cookie: string | undefined) => Promise<LightMyRequestResponse>,
  unknownField: string,
) {
  const [eventsBefore, rowsBefore] = [await eventCount(), await victimRows()];
  const answers: { status: number; code?: string; message?: string }[] = [];
  for (const cookie of callers) {
    const response = await send(cookie);
    answers.push({ status: response.statusCode, ...errorBodyOf(response) });
  }
  for (const answer of answers) {
    expect({ route, status: answer.status, ok: [400, 401, 403].includes(answer.status) }).toEqual({
      route,
      status: answer.status,
      ok: true,
    });
  }
  const validation = answers.filter((a) => a.status === 400);
  expect(validation.length, `${route}: a 400 for someone`).toBeGreaterThan(0);
  for (const answer of validation) {
    expect({ route, code: answer.code, named: answer.message?.includes(unknownField) }).toEqual({
      route,
      code: 'validation',
      named: true,
    });
  }
  expect({ route, events: await eventCount() }).toEqual({ route, events: eventsBefore });
  expect({ route, victims: await victimRows() }).toEqual({ route, victims: rowsBefore });
}

const forgedFile = {
  contentType: 'image/jpeg',
  size: 1,
  sha256: 'f'.repeat(64),
  fileName: 'forged.jpg',
};

describe(`security item 1: mass assignment, over the OpenAPI document, on ${testEngine}`, () => {
  it('closes every object schema of every body, query and path parameter, nested ones too', () => {
    const ops = operations();
    expect(ops.filter((op) => op.jsonBody !== undefined).length).toBeGreaterThan(10);
    const open = ops.flatMap((op) => [
      ...openObjects(op.jsonBody, `${op.route} body`),
      ...op.parameters.flatMap((p) => openObjects(p.schema, `${op.route} ${p.in}.${p.name}`)),
    ]);
    expect(open).toEqual([]);
  });

  it("refuses another user's id and an extra type on every JSON-body route, writing nothing", async () => {
    for (const op of operations().filter((o) => o.jsonBody !== undefined)) {
      const base = sampleOf(op.jsonBody) as Record<string, unknown>;
      const extras = Object.entries({
        parentId: victims.parent,
        nannyId: victims.nanny,
        accountId: victims.parent,
        id: victims.nanny,
        type: 'RecordParentPhoto',
        file: forgedFile,
      }).filter(([key]) => !(key in base));
      // The unknown fields come first, so the answer names the first of them.
      const payload = { ...Object.fromEntries(extras), ...base };
      const send = (body: object) => (cookie: string | undefined) =>
        server.app.inject({
          method: op.method as 'POST',
          url: urlOf(op),
          headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
          payload: body,
        });
      await expectRefusedByEveryone(op.route, send(payload), extras[0]![0]);
      for (const path of objectPaths(base).filter((p) => p.length > 0)) {
        const nested = withField(base, path, 'junk', 'x') as object;
        await expectRefusedByEveryone(`${op.route} at ${path.join('.')}`, send(nested), 'junk');
      }
    }
  });

  it('refuses an unknown query parameter on every route that declares its query', async () => {
    const withQuery = operations().filter((op) => op.parameters.some((p) => p.in === 'query'));
    expect(withQuery.length).toBeGreaterThan(3);
    for (const op of withQuery) {
      const query = new URLSearchParams();
      for (const p of op.parameters.filter((q) => q.in === 'query' && q.required)) {
        query.set(p.name, String(sampleOf(p.schema)));
      }
      // Someone else's id under a name the route does not declare (the operators' bookings
      // filter declares parentId itself).
      const declared = new Set(op.parameters.map((p) => p.name));
      const unknown = declared.has('parentId') ? 'ownerId' : 'parentId';
      query.set(unknown, victims.parent);
      await expectRefusedByEveryone(
        op.route,
        (cookie) =>
          server.app.inject({
            method: op.method as 'GET',
            url: urlOf(op, query),
            headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
          }),
        unknown,
      );
    }
  });

  it('keeps a nanny’s ~1 MB of junk out of the permanent log', async () => {
    const put = (payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/nanny/availability/weekly',
        headers: { ...sameOrigin, cookie: nannyCookie },
        payload,
      });
    const agreed = await server.app.inject({
      method: 'POST',
      url: '/api/nanny/agreement',
      headers: { ...sameOrigin, cookie: nannyCookie },
      payload: {},
    });
    expect(agreed.statusCode).toBe(200);
    const before = await eventCount();
    const junk = 'x'.repeat(1_000_000);
    for (const payload of [
      { ...defaultWeek(), notes: junk },
      { ...defaultWeek(), monday: { ...defaultWeek().monday, notes: junk } },
    ]) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', message: /notes/ });
    }
    expect(await eventCount()).toBe(before);
    // The same week without the junk is saved: the route still works.
    expect((await put(defaultWeek())).statusCode).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });
});
