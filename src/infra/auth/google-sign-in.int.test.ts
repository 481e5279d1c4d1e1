import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOidcTestProvider,
  type IdTokenTamper,
  type OidcTestProvider,
  type TestGoogleUser,
} from '../../../test/helpers/oidc-test-provider.js';
import {
  createGoogleSignIn,
  GoogleSignInError,
  type GoogleSignIn,
  type GoogleSignInOptions,
} from './google-sign-in.js';

const CLIENT = { clientId: 'rbt-test-client', clientSecret: 'rbt-test-secret' };
const REDIRECT_URI = 'http://localhost:3000/auth/google/callback';
const ADA: TestGoogleUser = {
  sub: '110169484474386276334',
  email: 'ada@example.com',
  emailVerified: true,
  name: 'Ada Lovelace',
  givenName: 'Ada',
  familyName: 'Lovelace',
};

let provider: OidcTestProvider;

beforeAll(async () => {
  provider = await startOidcTestProvider(CLIENT);
});

afterAll(async () => {
  await provider.close();
});

function googleSignIn(overrides: Partial<GoogleSignInOptions> = {}): GoogleSignIn {
  return createGoogleSignIn({
    issuer: provider.issuer,
    ...CLIENT,
    redirectUri: REDIRECT_URI,
    ...overrides,
  });
}

/** What the browser does: GET the authorization URL and stop at the redirect back to us. */
async function visitProvider(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  expect(response.status, await response.text()).toBe(302);
  expect(location).not.toBeNull();
  return new URL(location ?? '');
}

async function signInAs(user: TestGoogleUser, google = googleSignIn()) {
  const { url, flow } = await google.start();
  provider.nextUser(user);
  const callback = await visitProvider(url);
  return { google, flow, callback };
}

async function failureOf(promise: Promise<unknown>): Promise<GoogleSignInError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GoogleSignInError) return error;
    throw error;
  }
  throw new Error('expected a GoogleSignInError, but the call succeeded');
}

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Google sign-in over OpenID Connect', () => {
  it('returns the verified identity from the ID token', async () => {
    const { google, flow, callback } = await signInAs(ADA);
    await expect(google.finish(callback, flow)).resolves.toEqual({
      subject: ADA.sub,
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
  });

  it('reports an unverified email as unverified and absent claims as undefined', async () => {
    const { google, flow, callback } = await signInAs({ sub: 'bare', email: 'x@example.com' });
    await expect(google.finish(callback, flow)).resolves.toEqual({
      subject: 'bare',
      email: 'x@example.com',
      emailVerified: false,
      name: undefined,
      givenName: undefined,
      familyName: undefined,
    });
  });

  it('sends PKCE (S256), state, nonce and the openid scope in the authorization URL', async () => {
    const google = googleSignIn();
    const { url, flow } = await google.start();
    const sent = new URL(url);
    const challenge = createHash('sha256').update(flow.codeVerifier).digest('base64url');
    expect(`${sent.origin}${sent.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    expect(flow.codeVerifier.length).toBeGreaterThanOrEqual(43);
    const second = await google.start();
    expect(second.flow.state).not.toBe(flow.state);
    expect(second.flow.nonce).not.toBe(flow.nonce);
    expect(second.flow.codeVerifier).not.toBe(flow.codeVerifier);
  });

  it('refuses a callback whose state is not the one this flow sent, before using the code', async () => {
    const { google, flow, callback } = await signInAs(ADA);
    const missing = new URL(callback);
    missing.searchParams.delete('state');
    expect((await failureOf(google.finish(callback, { ...flow, state: 'forged' }))).reason).toBe(
      'state_mismatch',
    );
    expect((await failureOf(google.finish(missing, flow))).reason).toBe('state_mismatch');
    // The code was never sent: the genuine flow can still redeem it.
    await expect(google.finish(callback, flow)).resolves.toMatchObject({ subject: ADA.sub });
  });

  it('reports a sign-in cancelled at the provider as denied', async () => {
    const google = googleSignIn();
    const { url, flow } = await google.start();
    provider.denyNext();
    const callback = await visitProvider(url);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const error = await failureOf(google.finish(callback, flow));
    expect(error.reason).toBe('denied');
  });

  const tampers: IdTokenTamper[] = [
    'wrong-audience',
    'wrong-issuer',
    'expired',
    'bad-signature',
    'wrong-nonce',
    'unsigned',
    'public-key-as-secret',
  ];
  it.each(tampers)('refuses an ID token with %s', async (tamper) => {
    const { google, flow, callback } = await signInAs(ADA);
    provider.tamperNext(tamper);
    const refusedBefore = provider.rejections.length;
    const error = await failureOf(google.finish(callback, flow));
    expect(error.reason).toBe('invalid_response');
    expect(error.message).toMatch(/ID token that could not be verified/);
    // The token endpoint answered; only the ID token's checks can have refused it.
    expect(provider.rejections).toHaveLength(refusedBefore);
  });

  it('refuses when the PKCE verifier does not match the challenge', async () => {
    const { google, flow, callback } = await signInAs(ADA);
    const other = await google.start();
    const error = await failureOf(
      google.finish(callback, { ...flow, codeVerifier: other.flow.codeVerifier }),
    );
    expect(error.reason).toBe('invalid_response');
    expect(error.message).not.toContain(callback.searchParams.get('code'));
    expect(provider.rejections.at(-1)).toMatch(/code_verifier does not match/);
  });

  it('refuses when the provider does not accept the client secret', async () => {
    const { google, flow, callback } = await signInAs(
      ADA,
      googleSignIn({ clientSecret: 'not-the-secret' }),
    );
    const error = await failureOf(google.finish(callback, flow));
    expect(error.reason).toBe('invalid_response');
    expect(error.message).not.toContain('not-the-secret');
    expect(provider.rejections.at(-1)).toMatch(/invalid_client/);
  });

  it('reports an unreachable provider and tries discovery again next time', async () => {
    const port = await unusedPort();
    const google = googleSignIn({ issuer: `http://127.0.0.1:${port}` });
    expect((await failureOf(google.start())).reason).toBe('provider_unreachable');
    const callback = new URL(`${REDIRECT_URI}?code=abc&state=s1`);
    const flow = { state: 's1', nonce: 'n', codeVerifier: 'v' };
    expect((await failureOf(google.finish(callback, flow))).reason).toBe('provider_unreachable');

    const late = await startOidcTestProvider({ ...CLIENT, port });
    try {
      const { url } = await google.start();
      expect(url.startsWith(`${late.issuer}/authorize?`)).toBe(true);
    } finally {
      await late.close();
    }
  });

  it('reports a provider that goes away between start and finish as unreachable', async () => {
    const shortLived = await startOidcTestProvider(CLIENT);
    const google = googleSignIn({ issuer: shortLived.issuer });
    const { url, flow } = await google.start();
    shortLived.nextUser(ADA);
    const callback = await visitProvider(url);
    await shortLived.close();
    expect((await failureOf(google.finish(callback, flow))).reason).toBe('provider_unreachable');
  });

  it('accepts plain http only for an issuer on this machine', () => {
    for (const issuer of ['http://accounts.example.com', 'http://localhost.example.com']) {
      expect(() => googleSignIn({ issuer })).toThrow(/must use https/);
    }
    expect(() => googleSignIn({ issuer: 'not a url' })).toThrow(/not a URL/);
    for (const issuer of ['https://accounts.google.com', 'http://localhost:9', 'http://[::1]:9']) {
      expect(() => googleSignIn({ issuer })).not.toThrow();
    }
  });
});
