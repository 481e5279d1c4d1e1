import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers/test-config.js';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import { startTestRuntime } from '../../../test/helpers/test-runtime.js';
import { buildApp, loggerOptions } from '../../app.js';
import type { Runtime } from '../../runtime.js';
import { validationError } from '../domain/errors.js';
import type { EventMetadata } from '../event-store/event-types.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';

const sameOrigin = { origin: testConfig().publicUrl };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let runtime: Runtime;
let app: FastifyInstance;
let logs: string[];

/** The app's real logger settings (serializers, redaction), writing into `logs`. */
const loggerOptionsObject = () => loggerOptions('info') as Record<string, unknown>;

function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'rbt-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>RBT Nanny Connect</title>');
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  return root;
}

beforeAll(async () => {
  runtime = await startTestRuntime({ work: false });
  logs = [];
  app = await buildApp({
    ...runtime,
    webRoot: fakeWebRoot(),
    logger: { ...loggerOptionsObject(), stream: { write: (line: string) => logs.push(line) } },
  });
  // Routes that exist only in this test, to drive the error handler.
  app.post(
    '/api/test/echo',
    { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } },
    async (request) => request.body,
  );
  app.get('/api/test/domain-error', async () => {
    throw validationError('Please select both a date and time.');
  });
  app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail: connection string postgres://x');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await runtime.close();
});

describe(`HTTP basics on ${testEngine}`, () => {
  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('tells who is signed in: nobody yet', async () => {
    const response = await app.inject('/api/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('gives a domain error its status and message', async () => {
    const response = await app.inject('/api/test/domain-error');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Please select both a date and time.',
    });
  });

  it('explains schema violations, missing fields and broken JSON with a 400', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: sameOrigin,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation' });
    expect(missing.json<{ message: string }>().message).toContain('name');

    const empty = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: sameOrigin,
      payload: { name: '' },
    });
    expect(empty.statusCode).toBe(400);

    const broken = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses an unsupported body type and an oversize body with a 4xx', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...sameOrigin, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(text.statusCode).toBe(415);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: sameOrigin,
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it("hides internals on a 500 and logs them with our request id and the caller's", async () => {
    const response = await app.inject({
      url: '/api/test/crash',
      headers: { 'x-request-id': 'req-abc' },
    });
    expect(response.statusCode).toBe(500);
    const ours = response.headers['x-request-id'] as string;
    expect(ours).toMatch(UUID);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toMatchObject({ code: 'internal' });
    const logged = logs.find((line) => line.includes('secret internal detail'));
    expect(logged).toContain(`"reqId":"${ours}"`);
    expect(logged).toContain('"clientRequestId":"req-abc"');
  });

  it("security item 10: a caller's x-request-id never becomes the event's request id", async () => {
    // Two nannies: agreeing twice records nothing the second time.
    const agree = async (requestId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/nanny/agreement',
        headers: {
          ...sameOrigin,
          cookie: await signedInAs(runtime, 'nanny'),
          'x-request-id': requestId,
        },
        payload: {},
      });
    const forged = await agree('forged-id.1');
    expect(forged.statusCode).toBe(200);
    const junk = await agree('x'.repeat(65));
    const events = await runtime.db
      .selectFrom('events')
      .select('metadata')
      .where('type', '=', 'PaymentPolicyAgreed')
      .orderBy('position')
      .execute();
    const [first, second] = events.slice(-2).map((event) => event.metadata as EventMetadata);
    expect(first).toMatchObject({
      requestId: forged.headers['x-request-id'],
      clientRequestId: 'forged-id.1',
    });
    expect(first?.requestId).toMatch(UUID);
    expect(second?.requestId).toBe(junk.headers['x-request-id']);
    expect(second?.requestId).toMatch(UUID);
    expect(second).not.toHaveProperty('clientRequestId');
  });

  it('gives every response a request id, generating one when the caller sends none or junk', async () => {
    const plain = await app.inject('/healthz');
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const junk = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs query strings, where one-time tokens travel', async () => {
    await app.inject('/verify-email?token=super-secret-token');
    expect(logs.join('\n')).not.toContain('super-secret-token');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject('/api/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'No route for GET /api/nowhere.',
    });
  });

  it('serves the web app for browser routes and its hashed assets as immutable', async () => {
    for (const path of ['/', '/rbt-dashboard', '/terms-of-service', '/nowhere']) {
      const page = await app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('publishes an OpenAPI document built from the route schemas, with a UI at /docs', async () => {
    const document = (await app.inject('/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/session']),
    );
    expect((await app.inject('/docs')).statusCode).toBeLessThan(400);
  });
});

describe(`cross-site requests on ${testEngine}`, () => {
  it('refuses a state-changing request with a foreign or missing Origin, before any work', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers,
        payload: { name: 'x' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'forbidden',
        message: 'This request did not come from RBT Nanny Connect and was refused.',
      });
    }
    const same = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: sameOrigin,
      payload: { name: 'x' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('lets reads through without an Origin', async () => {
    expect((await app.inject('/api/session')).statusCode).toBe(200);
  });
});

describe(`client addresses behind a proxy on ${testEngine}`, () => {
  it('uses X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const ipOf = async (trustProxy: boolean) => {
      const own = await buildApp({
        ...runtime,
        config: { ...runtime.config, trustProxy },
        logger: false,
      });
      own.get('/api/test/ip', async (request) => ({ ip: request.ip }));
      const response = await own.inject({
        url: '/api/test/ip',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      await own.close();
      return response.json<{ ip: string }>().ip;
    };
    expect(await ipOf(false)).toBe('127.0.0.1');
    expect(await ipOf(true)).toBe('203.0.113.7');
  });
});

describe(`readiness when the database is gone on ${testEngine}`, () => {
  it('reports 503 from /readyz once the database is closed', async () => {
    // A database of its own to close: the worker's would only be given back.
    const own = await startTestRuntime({ work: false, database: await openTestDatabase() });
    const ownApp = await buildApp({ ...own, logger: false });
    await own.jobs.stop();
    await own.database.close();
    const response = await ownApp.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'database unreachable' });
    await ownApp.close();
  });
});
