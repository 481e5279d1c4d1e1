import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedApprovedNanny } from '../../../test/helpers/directory-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestRuntime } from '../../../test/helpers/test-runtime.js';
import { signedInAccount } from '../../../test/helpers/test-sessions.js';
import { createSession } from '../auth/session-store.js';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import type { Role } from '../db/schema.js';
import { SWAGGER_LOGO_STYLE } from './security-headers.js';
import type { Runtime } from '../../runtime.js';

// Security headers (docs/security.md, V3 Web Frontend Security): every answer (API routes of the
// OpenAPI document for every role, pages, static files, /docs, errors) carries the security
// headers; HSTS only in production.

let runtime: Runtime;
let app: FastifyInstance;
let production: FastifyInstance;
const roles: Role[] = ['nanny', 'parent', 'operator'];
const accounts = {} as Record<Role, string>;

function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'rbt-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>RBT Nanny Connect</title>');
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

async function appWith(config: Partial<Config>): Promise<FastifyInstance> {
  const built = await buildApp({
    ...runtime,
    config: { ...runtime.config, ...config },
    webRoot: fakeWebRoot(),
    logger: false,
  });
  built.get('/api/test/crash', async () => {
    throw new Error('secret internal detail');
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  runtime = await startTestRuntime({ work: false });
  app = await appWith({ isProduction: false, apiDocs: 'public' });
  production = await appWith({
    isProduction: true,
    apiDocs: 'public',
    publicUrl: 'https://nannies.example.com',
  });
  for (const role of roles) accounts[role] = (await signedInAccount(runtime, role)).accountId;
});
afterAll(async () => {
  await app?.close();
  await production?.close();
  await runtime?.close();
});

type Headers = LightMyRequestResponse['headers'];

const docsStyle = [
  "'self'",
  `'sha256-${createHash('sha256').update(SWAGGER_LOGO_STYLE).digest('base64')}'`,
];

/** The directives of a Content-Security-Policy header, by name. */
function policyOf(headers: Headers): Map<string, string[]> {
  const header = headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0] !== '')
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every answer carries, whatever it is. */
function expectCommonHeaders(what: string, headers: Headers, { hsts = false } = {}) {
  const seen = {
    what,
    nosniff: headers['x-content-type-options'],
    referrer: headers['referrer-policy'],
    frameOptions: headers['x-frame-options'],
    opener: headers['cross-origin-opener-policy'],
    resource: headers['cross-origin-resource-policy'],
    permissionsCamera: String(headers['permissions-policy']).includes('camera=()'),
    permissionsGeolocation: String(headers['permissions-policy']).includes('geolocation=()'),
    hsts: headers['strict-transport-security'],
    poweredBy: headers['x-powered-by'],
  };
  expect(seen).toEqual({
    what,
    nosniff: 'nosniff',
    referrer: 'no-referrer',
    frameOptions: 'DENY',
    opener: 'same-origin',
    resource: 'same-origin',
    permissionsCamera: true,
    permissionsGeolocation: true,
    hsts: hsts ? 'max-age=31536000; includeSubDomains' : undefined,
    poweredBy: undefined,
  });
  const policy = policyOf(headers);
  // Every policy, stored files' sandbox included, refuses framing (X-Frame-Options for old browsers).
  expect({ what, frameAncestors: policy.get('frame-ancestors') }).toEqual({
    what,
    frameAncestors: ["'none'"],
  });
  for (const [name, values] of policy) {
    // No directive anywhere lets inline or evaluated script (or inline style) in.
    expect({ what, name, values }).toEqual({
      what,
      name,
      values: values.filter((value) => !/unsafe-(inline|eval|hashes)/.test(value)),
    });
  }
}

/** A private API answer: nothing may be loaded or run from it, and no cache keeps it. */
function expectApiHeaders(what: string, headers: Headers, options?: { hsts?: boolean }) {
  expectCommonHeaders(what, headers, options);
  expect({ what, cache: headers['cache-control'] }).toEqual({ what, cache: 'no-store' });
  const policy = policyOf(headers);
  // Stored files answer with their own, stricter sandbox; everything else with the API policy.
  if (policy.has('sandbox')) {
    expect(policy.get('default-src')).toEqual(["'none'"]);
  } else {
    expect({ what, defaultSrc: policy.get('default-src') }).toEqual({
      what,
      defaultSrc: ["'none'"],
    });
  }
}

/** A page of the web app: its own scripts and styles only, sockets to its own origin. */
function expectPageHeaders(
  what: string,
  headers: Headers,
  options?: { hsts?: boolean; style?: string[] },
) {
  expectCommonHeaders(what, headers, options);
  const policy = policyOf(headers);
  expect({
    what,
    script: policy.get('script-src'),
    scriptAttr: policy.get('script-src-attr'),
    style: policy.get('style-src'),
    object: policy.get('object-src'),
    base: policy.get('base-uri'),
    defaultSrc: policy.get('default-src'),
  }).toEqual({
    what,
    script: ["'self'"],
    scriptAttr: ["'none'"],
    style: options?.style ?? ["'self'"],
    object: ["'none'"],
    base: ["'none'"],
    defaultSrc: ["'self'"],
  });
}

/** A new session of the role's account for each request: logout and password routes end them. */
async function freshSession(role: Role): Promise<string> {
  const { token } = await createSession(runtime.db, accounts[role], new Date());
  return `rbt_session=${token}`;
}

/** Every documented route as "METHOD /path", OpenAPI's {param} filled with a fresh id. */
function documentedRequests(server: FastifyInstance) {
  const spec = server.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      url: path.replace('{kind}', 'photo-id').replace(/\{[^}]+\}/g, () => randomUUID()),
    })),
  );
}

describe(`security item 1: security headers on every answer, on ${testEngine}`, () => {
  it('every route of the OpenAPI document answers every role and anonymous with them, never stored', async () => {
    const requests = documentedRequests(app);
    expect(requests.length).toBeGreaterThan(50);
    const statuses = new Set<number>();
    const signedOut: string[] = [];
    for (const { method, url } of requests) {
      for (const who of [undefined, ...roles]) {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: {
            origin: runtime.config.publicUrl,
            ...(who ? { cookie: await freshSession(who) } : {}),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: 1 } }),
        });
        expectApiHeaders(`${method} ${url} as ${who ?? 'anonymous'}`, response.headers);
        statuses.add(response.statusCode);
        if (who && response.statusCode === 401) signedOut.push(`${method} ${url} as ${who}`);
      }
    }
    // The roles really were signed in, and answers of every kind were looked at.
    expect(signedOut).toEqual([]);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
  });

  it('the pages, the favicon and the hashed assets carry the page policy', async () => {
    for (const url of [
      '/',
      '/rbt-dashboard',
      '/parent-dashboard',
      '/operator',
      '/terms-of-service',
      '/verify-email?token=abc',
      '/nowhere',
      '/favicon.svg',
      '/assets/app-1234.js',
    ]) {
      const response = await app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expectPageHeaders(url, response.headers);
    }
  });

  it('the page policy lets the live socket reach our own origin, and nothing else', async () => {
    const policy = policyOf((await app.inject('/')).headers);
    const socket = new URL(runtime.config.publicUrl);
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://${socket.host}`]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('/docs works, with a policy of its own (data: images for swagger-ui), and is never stored', async () => {
    const index = await app.inject('/docs/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('swagger-ui');
    for (const url of [
      '/docs',
      '/docs/',
      '/docs/json',
      '/docs/static/swagger-ui.css',
      '/docs/static/swagger-initializer.js',
    ]) {
      const response = await app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({
        url,
        status: url === '/docs' ? response.statusCode : 200,
      });
      expectPageHeaders(url, response.headers, { style: docsStyle });
      expect({ url, cache: response.headers['cache-control'] }).toEqual({
        url,
        cache: 'no-store',
      });
      expect(policyOf(response.headers).get('img-src')).toEqual(["'self'", 'data:']);
    }
    // swagger-ui's page loads only files: no inline script it would need 'unsafe-inline' for.
    expect(index.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // Its one inline style (the logo's) is the one the hash allows.
    const preset = await app.inject('/docs/static/swagger-ui-standalone-preset.js');
    expect(preset.body).toContain(`createElement("style",null,"${SWAGGER_LOGO_STYLE}")`);
  });

  it('errors carry them too: not found, refused cross-site, unauthorised, invalid, crashed', async () => {
    const cases = [
      { what: 'unknown API route', request: { url: '/api/nowhere' }, status: 404 },
      { what: 'unknown docs file', request: { url: '/docs/static/nowhere.js' }, status: 404 },
      {
        what: 'cross-site write',
        request: { method: 'POST' as const, url: '/api/auth/login', payload: {} },
        status: 403,
      },
      { what: 'signed out', request: { url: '/api/nanny/profile' }, status: 401 },
      {
        what: 'invalid body',
        request: {
          method: 'POST' as const,
          url: '/api/auth/login',
          headers: { origin: runtime.config.publicUrl },
          payload: { email: 1 },
        },
        status: 400,
      },
      {
        what: 'malformed JSON',
        request: {
          method: 'POST' as const,
          url: '/api/auth/login',
          headers: { origin: runtime.config.publicUrl, 'content-type': 'application/json' },
          payload: '{"email":',
        },
        status: 400,
      },
      {
        what: 'unsupported media type',
        request: {
          method: 'POST' as const,
          url: '/api/auth/login',
          headers: { origin: runtime.config.publicUrl, 'content-type': 'text/xml' },
          payload: '<x/>',
        },
        status: 415,
      },
      { what: 'crash', request: { url: '/api/test/crash' }, status: 500 },
    ];
    for (const { what, request, status } of cases) {
      const response = await app.inject(request);
      expect({ what, status: response.statusCode }).toEqual({ what, status });
      if (request.url.startsWith('/docs')) {
        expectPageHeaders(what, response.headers, { style: docsStyle });
        expect(response.headers['cache-control']).toBe('no-store');
      } else {
        expectApiHeaders(what, response.headers);
      }
    }
  });

  it('a stored file keeps its own sandbox policy, with the headers, and is never stored', async () => {
    const { nannyId } = await seedApprovedNanny(runtime, { withPhoto: true });
    const response = await app.inject({
      url: `/api/nannies/${nannyId}/files/profile-photo`,
      headers: { cookie: await freshSession('operator') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expectApiHeaders('stored photo', response.headers);
    expect(response.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('the dev mailbox allows its one inline style by hash, and no script', async () => {
    const response = await app.inject('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders('/dev/mailbox', response.headers);
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1];
    expect(style).toBeDefined();
    const hash = createHash('sha256').update(style!).digest('base64');
    const policy = policyOf(response.headers);
    expect(policy.get('style-src')).toEqual([`'sha256-${hash}'`]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
  });

  it('HSTS (one year, subdomains) and upgrade-insecure-requests only when NODE_ENV=production', async () => {
    for (const url of ['/', '/api/session', '/api/nowhere', '/docs/', '/healthz']) {
      const response = await production.inject(url);
      const hsts = { hsts: true };
      if (url.startsWith('/api') || url === '/healthz') {
        expectApiHeaders(`production ${url}`, response.headers, hsts);
      } else {
        const style = url.startsWith('/docs') ? docsStyle : undefined;
        expectPageHeaders(`production ${url}`, response.headers, { ...hsts, style });
        expect(policyOf(response.headers).has('upgrade-insecure-requests')).toBe(true);
        expect(policyOf(response.headers).get('connect-src')).toEqual([
          "'self'",
          'wss://nannies.example.com',
        ]);
      }
      // The same answer outside production: no HSTS (a local http address must keep working).
      const local = await app.inject(url);
      expect(local.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
