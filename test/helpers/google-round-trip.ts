import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OidcTestProvider } from './oidc-test-provider.js';
import { sameOrigin } from './test-server.js';

export type GoogleStartRequest = Record<string, string | boolean>;

/** POST /api/auth/google/start from our own pages; on success the reply holds the provider URL. */
export function startGoogle(app: FastifyInstance, body: GoogleStartRequest) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/google/start',
    payload: body,
    headers: sameOrigin,
  });
}

/**
 * Start at our server, let the provider answer, come back to our callback: as a browser would.
 * `landing` is the callback's answer, or the start's when it refused to begin.
 */
export async function googleRoundTrip(
  app: FastifyInstance,
  provider: OidcTestProvider,
  start: GoogleStartRequest,
): Promise<{ landing: LightMyRequestResponse }> {
  const started = await startGoogle(app, start);
  if (started.statusCode !== 200) return { landing: started };
  // rbt_google_state, or __Host-google_state in production.
  const stateCookie = started.cookies.find((c) => c.name.endsWith('google_state'))!;
  const atProvider = await fetch(started.json<{ url: string }>().url, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  const landing = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `${stateCookie.name}=${stateCookie.value}` },
  });
  return { landing };
}
