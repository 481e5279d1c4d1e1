import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

interface SecurityHeadersOptions {
  /** PUBLIC_URL: the live socket's origin (ws: or wss:) is allowed next to 'self'. */
  publicUrl: string;
  /** HSTS and upgrade-insecure-requests only in production (local http must keep working). */
  isProduction: boolean;
}

type Directives = Record<string, readonly string[]>;

/**
 * The pages of the built web app. Vite emits one external module script and one stylesheet, so
 * neither scripts nor styles need 'unsafe-inline'. React's `style={...}` props are applied
 * through the CSSOM (element.style), which style-src does not govern, so they keep working
 * under style-src 'self'; an inline `<style>` element or `style="..."` markup would be refused.
 */
function pageDirectives({ publicUrl, isProduction }: SecurityHeadersOptions): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'connect-src': ["'self'", socketOrigin(publicUrl)],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'img-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    ...(isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** JSON, CSV and files: nothing in them may load or run anything, nor be framed. */
const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The one inline `<style>` swagger-ui renders (inside the SVG logo of its top bar, in
 * swagger-ui-standalone-preset.js). It is allowed by its hash; the tests check the installed
 * swagger-ui still renders exactly this, and Chromium names the new hash if it changes.
 */
export const SWAGGER_LOGO_STYLE =
  '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/** swagger-ui at /docs: as the pages, plus the data: images (icons) and its logo's style. */
function docsDirectives(options: SecurityHeadersOptions): Directives {
  return {
    ...pageDirectives(options),
    'img-src': ["'self'", 'data:'],
    'style-src': ["'self'", `'sha256-${sha256Base64(SWAGGER_LOGO_STYLE)}'`],
  };
}

function sha256Base64(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/** Powerful browser features none of our pages use, switched off for every frame. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year, every subdomain: HTTPS only, remembered by the browser (production only). */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Security headers on every response, errors included (registered before any hook that can
 * refuse a request). Helmet names the page policy and the fixed headers; /api/ and /docs get
 * their own policy, and every API answer `Cache-Control: no-store` (they depend on the session).
 * A route may still set a stricter policy of its own (stored files: a sandbox).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const pageHeaders = headersSetBy({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.isProduction
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false }
      : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xPoweredBy: true,
    xXssProtection: true,
  });
  pageHeaders['Permissions-Policy'] = PERMISSIONS_POLICY;
  const apiHeaders = {
    ...pageHeaders,
    'Content-Security-Policy': serializePolicy(API_DIRECTIVES),
    'Cache-Control': 'no-store',
  };
  const docsHeaders = {
    ...pageHeaders,
    'Content-Security-Policy': serializePolicy(docsDirectives(options)),
    'Cache-Control': 'no-store',
  };
  const headersOf = { api: apiHeaders, docs: docsHeaders, pages: pageHeaders };
  // Callback hooks, not async ones: these run on every request, and a promise each is not free.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    reply.headers(headersOf[areaOf(request.url)]);
    done();
  });
  // A handler (or @fastify/static) may set its own caching; private answers are never stored.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.getHeader('cache-control') !== 'no-store' && areaOf(request.url) !== 'pages') {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * The headers helmet's middleware sets for these options. They depend on nothing in the
 * request, so they are worked out once at start-up instead of building the middleware for every
 * request (which @fastify/helmet does, at a few percent of a cached page's cost).
 */
function headersSetBy(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => undefined,
  };
  // Helmet 8 throws a bad option at once, so the callback has nothing to report.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

type Area = 'api' | 'docs' | 'pages';
/** Answers that are data, not pages (health checks too: never cached, never framed). */
const API_PATHS = ['/api', '/ws', '/healthz', '/readyz', '/metrics'];

function areaOf(url: string): Area {
  const path = url.split('?')[0] ?? '/';
  if (API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'api';
  if (path === '/docs' || path.startsWith('/docs/')) return 'docs';
  return 'pages';
}

/** ws://host for http://host, wss://host for https://host. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}
