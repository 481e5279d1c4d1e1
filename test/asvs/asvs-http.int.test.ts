import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Runtime } from '../../src/runtime.js';
import { countEvents } from '../helpers/event-log.js';
import { testConfig } from '../helpers/test-config.js';
import { testEngine } from '../helpers/test-database.js';
import { startTestRuntime } from '../helpers/test-runtime.js';
import { signedInAs } from '../helpers/test-sessions.js';

/**
 * OWASP ASVS 5.0 requirements of V4 (HTTP message handling), V13.4 (information leakage) and
 * V15.3 (defensive coding) that no feature test proved; docs/security.md maps each here.
 */

const SECRET = 'asvs-secret-marker-7f3a';
const sameOrigin = { origin: testConfig().publicUrl };
let runtime: Runtime;
let app: FastifyInstance;
let baseUrl: string;

/** A web build with things in it that must never be served: a .git folder and an .env file. */
function webRootWithSecrets(): string {
  const root = mkdtempSync(join(tmpdir(), 'rbt-asvs-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>RBT Nanny Connect</title>');
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(root, '.git', 'config'), `[remote] url = ${SECRET}`);
  writeFileSync(join(root, '.env'), `SESSION_SECRET=${SECRET}`);
  return root;
}

beforeAll(async () => {
  runtime = await startTestRuntime({ work: false });
  app = await buildApp({ ...runtime, webRoot: webRootWithSecrets(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app.close();
  await runtime.close();
});

/** Sends raw bytes on one connection and returns what came back before it closed. */
function rawRequest(bytes: string): Promise<string> {
  const [host, port] = baseUrl.split(':');
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port: Number(port) }, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
  });
}

/** The first lines of a same-origin JSON POST, before its length headers. */
const jsonPostHead = (path: string) => [
  `POST ${path} HTTP/1.1`,
  `Host: ${baseUrl}`,
  `Origin: ${sameOrigin.origin}`,
  'Content-Type: application/json',
];

describe(`ASVS V13.4: nothing unintended is served, on ${testEngine}`, () => {
  it('V13.4.1: source control metadata and dot files in the web root are never served', async () => {
    for (const url of [
      '/.git/config',
      '/.git/',
      '/.env',
      '/assets/../.env',
      '/%2e%2e/.git/config',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain(SECRET);
    }
  });

  it('V13.4.3: folders are not listed', async () => {
    for (const url of ['/assets/', '/assets', '/.git/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('app-1234.js');
      expect(response.body, url).not.toContain('config');
    }
  });

  it('V13.4.4: TRACE is not supported and echoes nothing', async () => {
    for (const url of ['/', '/api/session', '/api/auth/login']) {
      const response = await app.inject({
        method: 'TRACE',
        url,
        headers: { cookie: `rbt_session=${SECRET}`, 'x-probe': SECRET },
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain(SECRET);
    }
  });
});

describe(`ASVS V4.1 and V4.2: HTTP messages, on ${testEngine}`, () => {
  it('V4.1.1: JSON answers, errors included, say application/json with charset utf-8', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/session' }),
      await app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {},
        headers: sameOrigin,
      }),
      await app.inject({ method: 'GET', url: '/api/operator/nannies' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-type'], answer.body).toBe('application/json; charset=utf-8');
    }
    const page = await app.inject({ method: 'GET', url: '/parent-dashboard' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('V4.2.1: a request with both Transfer-Encoding and Content-Length is refused (no smuggling)', async () => {
    const before = await countEvents(runtime.db);
    const answer = await rawRequest(
      [
        ...jsonPostHead('/api/auth/sign-up'),
        'Content-Length: 4',
        'Transfer-Encoding: chunked',
        '',
        '0',
        '',
        'GET /api/session HTTP/1.1',
        `Host: ${baseUrl}`,
        '',
        '',
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    // One answer only: the smuggled second request was never read as a request.
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(await countEvents(runtime.db)).toBe(before);
  });

  it('V4.2.1: a request with two different Content-Length headers is refused', async () => {
    const answer = await rawRequest(
      [
        ...jsonPostHead('/api/auth/login'),
        'Content-Length: 2',
        'Content-Length: 30',
        '',
        '{}',
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe(`ASVS V3.4.2: no cross-origin reads, on ${testEngine}`, () => {
  it('V3.4.2: never answers with Access-Control-Allow-Origin, to a preflight or a read', async () => {
    const parent = await signedInAs(runtime, 'parent');
    const evil = { origin: 'https://evil.example' };
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/session',
      headers: {
        ...evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    const read = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { ...evil, cookie: parent },
    });
    for (const answer of [preflight, read]) {
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe(`ASVS V15.3: defensive parsing, on ${testEngine}`, () => {
  it('V15.3.6: a JSON body that poisons the prototype (proto or constructor keys) is refused, nothing written', async () => {
    const before = await countEvents(runtime.db);
    const form = {
      role: 'parent',
      firstName: 'Pia',
      lastName: 'Proto',
      email: 'proto@example.com',
      confirmEmail: 'proto@example.com',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      acceptTerms: true,
    };
    const json = JSON.stringify(form);
    for (const poison of [
      '"__proto__": { "role": "operator" }',
      '"constructor": { "prototype": { "role": "operator" } }',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: `{ ${poison}, ${json.slice(1)}`,
        headers: { ...sameOrigin, 'content-type': 'application/json' },
      });
      expect(response.statusCode, poison).toBe(400);
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(await countEvents(runtime.db)).toBe(before);
  });

  it('V15.3.7: a repeated query parameter is refused, not merged or picked', async () => {
    const operator = await signedInAs(runtime, 'operator');
    const once = await app.inject({
      method: 'GET',
      url: '/api/operator/nannies?status=approved',
      headers: { cookie: operator },
    });
    expect(once.statusCode).toBe(200);
    const twice = await app.inject({
      method: 'GET',
      url: '/api/operator/nannies?status=approved&status=pending',
      headers: { cookie: operator },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ code: string }>().code).toBe('validation');
  });

  it('V15.3.7: a session cookie sent twice does not mix two sessions', async () => {
    const parent = await signedInAs(runtime, 'parent');
    const operator = await signedInAs(runtime, 'operator');
    const both = await app.inject({
      method: 'GET',
      url: '/api/operator/nannies',
      headers: { cookie: `${parent}; ${operator}` },
    });
    // The first cookie of a name wins (RFC 6265 order); the operator's second copy is ignored.
    expect(both.statusCode).toBe(403);
  });
});
