import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestRuntime } from '../../../test/helpers/test-runtime.js';
import { buildApp } from '../../app.js';
import type { Runtime } from '../../runtime.js';

// What a browser, a proxy and a curl get: the build's compressed files with the right headers,
// JSON compressed above a threshold, and the odd requests (none accepted, HEAD, a range, an
// asset gone after a deploy) answered sensibly.

const script = `console.log(${JSON.stringify('a chunk of the app '.repeat(200))});\n`;
const bigList = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Nanny ${i}` })) };
let runtime: Runtime;
let app: FastifyInstance;

const appHtml = '<!doctype html><title>RBT Nanny Connect</title><script src="/assets/app.js">';
// Long enough for the build to have compressed it (over 1 kB), as the real one is.
const landingHtml = `<!doctype html><title>RBT Nanny Connect</title><!--${'landing '.repeat(200)}-->`;
// The app's HTML with one page's preloads, as the build writes it for that page's address.
const parentHtml = `${appHtml}<link rel="preload" as="fetch" crossorigin href="/api/parent/profile"><!--${'parent '.repeat(200)}-->`;
const onboardingHtml = `${appHtml}<link rel="modulepreload" href="/assets/onboarding.js">`;

/**
 * A web build as `vite build` leaves it: a hashed chunk with its .br and .gz beside it, the app's
 * page and the landing page's own, compressed as the build compresses every file over 1 kB.
 */
function builtWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'rbt-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), appHtml);
  writeFileSync(join(root, 'landing.html'), landingHtml);
  writeFileSync(join(root, 'landing.html.br'), brotliCompressSync(landingHtml));
  writeFileSync(join(root, 'landing.html.gz'), gzipSync(landingHtml));
  mkdirSync(join(root, 'pages', 'payments'), { recursive: true });
  writeFileSync(join(root, 'pages', 'parent-dashboard.html'), parentHtml);
  writeFileSync(join(root, 'pages', 'parent-dashboard.html.br'), brotliCompressSync(parentHtml));
  writeFileSync(join(root, 'pages', 'payments', 'test-onboarding.html'), onboardingHtml);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  return root;
}

beforeAll(async () => {
  runtime = await startTestRuntime({ work: false });
  app = await buildApp({ ...runtime, webRoot: builtWebRoot(), logger: false });
  app.get('/api/test/big-list', async () => bigList);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await runtime.close();
});

const asset = '/assets/index-abc123.js';

describe(`the web app's files on ${testEngine}`, () => {
  it('sends the Brotli file to a browser that accepts it, cached for good', async () => {
    const response = await app.inject({
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const response = await app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression, still varying', async () => {
    const response = await app.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
    const none = await app.inject({ url: asset });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(script);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: asset,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers a range from the file itself, whatever the client accepts', async () => {
    const response = await app.inject({
      url: asset,
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-10' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes 0-10/${Buffer.byteLength(script)}`);
    expect(response.body).toBe(script.slice(0, 11));
  });

  it('answers an old hashed file (gone after a deploy) with 404, not the app page', async () => {
    const response = await app.inject({
      url: '/assets/index-old999.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'No file /assets/index-old999.js: reload the page for the current version.',
    });
    // A page's path still gets the app, revalidated on every visit.
    const page = await app.inject('/parent-dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe(`the two pages on ${testEngine}`, () => {
  it("sends the landing page's own HTML for /, with or without a query, as the build compressed it", async () => {
    for (const url of ['/', '/?authError=Google%20sign-in%20failed.']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(landingHtml);
    }
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(landingHtml);
  });

  it('sends a page the build wrote its own HTML for that HTML, at its address however written', async () => {
    for (const url of [
      '/parent-dashboard',
      '/parent-dashboard/',
      '/parent-dashboard?tab=bookings',
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(parentHtml);
    }
    const nested = await app.inject('/payments/test-onboarding');
    expect(nested.body).toBe(onboardingHtml);
  });

  it("sends the app's HTML for every other page, known or not, with the same headers", async () => {
    for (const url of [
      '/parent-dashboard/bookings',
      '/pages/parent-dashboard',
      '/payments',
      '/terms-of-service',
      '/verify-email?token=x',
      '/nowhere',
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toBe(appHtml);
    }
  });
});

describe(`JSON answers on ${testEngine}`, () => {
  it('compresses one above 1 kB as the client accepts: Brotli, else gzip, else none', async () => {
    const br = await app.inject({
      url: '/api/test/big-list',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bigList);

    const gzip = await app.inject({
      url: '/api/test/big-list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(bigList);

    const plain = await app.inject({ url: '/api/test/big-list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigList);
  });

  it('sends a small one as it is', async () => {
    const response = await app.inject({
      url: '/api/session',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ user: null });
  });
});
