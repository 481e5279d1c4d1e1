import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  post,
  sessionCookieOf,
  signedUpAndVerified,
} from '../../../test/helpers/accounts-api.js';
import {
  googleRoundTrip as roundTrip,
  startGoogle,
  type GoogleStartRequest,
} from '../../../test/helpers/google-round-trip.js';
import { type OidcTestProvider } from '../../../test/helpers/oidc-test-provider.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

const server = testAppForFile({ smtp: true, google: true });
const app = (): FastifyInstance => server.app;
let provider: OidcTestProvider;
beforeAll(() => void (provider = server.google!));

/** Start at our server, let the provider answer, come back to our callback: as a browser would. */
const googleRoundTrip = (start: GoogleStartRequest) => roundTrip(app(), provider, start);

const errorOf = (location: unknown) =>
  new URL(String(location), 'http://x').searchParams.get('authError');

describe(`Google sign-in on ${testEngine}`, () => {
  it('says so when used in sign-up mode without the terms, and starts nothing', async () => {
    const start = await startGoogle(app(), { mode: 'signup', role: 'nanny' });
    expect(start.statusCode).toBe(400);
    expect(start.json()).toEqual({
      code: 'validation',
      message: 'You must agree to the Terms & Conditions to sign up.',
    });
    expect(start.cookies.find((c) => c.name === 'rbt_google_state')).toBeUndefined();
  });

  it('creates a pending nanny on first sign-up with the chosen role, then signs her in later', async () => {
    provider.nextUser({
      sub: 'g-nanny-1',
      email: 'Gina@Gmail.test',
      emailVerified: true,
      name: 'Gina Google',
      givenName: 'Gina',
      familyName: 'Google',
    });
    const { landing } = await googleRoundTrip({
      mode: 'signup',
      role: 'nanny',
      acceptTerms: true,
      firstName: 'Typed',
      lastName: 'Name',
    });
    expect(landing.headers.location).toBe('/rbt-dashboard');
    const cookie = sessionCookieOf(landing);
    expect((await get(app(), '/api/session', cookie)).json()).toMatchObject({
      user: {
        role: 'nanny',
        fullName: 'Gina Google',
        email: 'gina@gmail.test',
        signInMethod: 'google',
      },
    });

    provider.nextUser({ sub: 'g-nanny-1', email: 'gina@gmail.test', emailVerified: true });
    const again = await googleRoundTrip({ mode: 'login' });
    expect(again.landing.headers.location).toBe('/rbt-dashboard');
    const accounts = await server.runtime.db
      .selectFrom('accounts')
      .select('id')
      .where('google_subject', '=', 'g-nanny-1')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('uses the typed names when Google gives none', async () => {
    provider.nextUser({ sub: 'g-parent-2', email: 'pat@gmail.test', emailVerified: true });
    const { landing } = await googleRoundTrip({
      mode: 'signup',
      role: 'parent',
      acceptTerms: true,
      firstName: 'Pat',
      lastName: 'Typed',
    });
    expect(landing.headers.location).toBe('/parent-dashboard');
    expect((await get(app(), '/api/session', sessionCookieOf(landing))).json()).toMatchObject({
      user: { fullName: 'Pat Typed' },
    });
  });

  it('links an existing email account only when Google says the email is verified', async () => {
    const { form } = await signedUpAndVerified(server.app, server.mail!);
    provider.nextUser({ sub: 'g-unverified', email: form.email, emailVerified: false });
    const refused = await googleRoundTrip({ mode: 'login' });
    expect(errorOf(refused.landing.headers.location)).toMatch(/no verified email address/);

    provider.nextUser({ sub: 'g-verified', email: form.email, emailVerified: true });
    const linked = await googleRoundTrip({ mode: 'login' });
    expect(linked.landing.headers.location).toBe('/parent-dashboard');
    const row = await server.runtime.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', form.email)
      .executeTakeFirst();
    expect(row?.google_subject).toBe('g-verified');
  });

  it('does not create an account from login mode', async () => {
    provider.nextUser({ sub: 'g-stranger', email: 'stranger@gmail.test', emailVerified: true });
    const { landing } = await googleRoundTrip({ mode: 'login' });
    expect(errorOf(landing.headers.location)).toMatch(/^No account uses this Google account yet/);
  });

  it('refuses a callback whose state does not match this browser, and a tampered ID token', async () => {
    const start = await startGoogle(app(), { mode: 'login' });
    provider.nextUser({ sub: 'g-x', email: 'x@gmail.test', emailVerified: true });
    const atProvider = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const forged = await app().inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: 'rbt_google_state=forged' },
    });
    expect(errorOf(forged.headers.location)).toBe(
      'Google sign-in could not be completed. Please try again.',
    );

    provider.nextUser({ sub: 'g-y', email: 'y@gmail.test', emailVerified: true });
    provider.tamperNext('bad-signature');
    const tampered = await googleRoundTrip({ mode: 'signup', role: 'parent', acceptTerms: true });
    expect(errorOf(tampered.landing.headers.location)).toBe(
      'Google sign-in could not be completed. Please try again.',
    );
    expect(
      await server.runtime.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'y@gmail.test')
        .execute(),
    ).toEqual([]);
  });

  it('refuses password changes for Google accounts with the Google note', async () => {
    provider.nextUser({
      sub: 'g-settings',
      email: 'settings@gmail.test',
      emailVerified: true,
      name: 'Set Tings',
    });
    const { landing } = await googleRoundTrip({
      mode: 'signup',
      role: 'parent',
      acceptTerms: true,
    });
    const cookie = sessionCookieOf(landing);
    const response = await post(
      app(),
      '/api/account/password',
      { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' },
      cookie,
    );
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Your email and password are managed by Google.',
    });
  });
});

describe(`security item 10 on ${testEngine}`, () => {
  const flowCount = async () =>
    (await server.runtime.db.selectFrom('oauth_flows').select('state_hash').execute()).length;
  const signUpWithTerms = { mode: 'signup', role: 'nanny', acceptTerms: true };

  it('security item 10: Google sign-up start needs a same-origin POST', async () => {
    const before = await flowCount();
    for (const origin of ['https://evil.example', undefined]) {
      const foreign = await app().inject({
        method: 'POST',
        url: '/api/auth/google/start',
        payload: signUpWithTerms,
        headers: origin ? { origin } : {},
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.cookies.find((c) => c.name === 'rbt_google_state')).toBeUndefined();
    }
    // The old link a foreign page could navigate to, terms pre-accepted.
    const oldGet = await get(
      app(),
      '/api/auth/google/start?mode=signup&role=nanny&acceptTerms=true',
    );
    expect(oldGet.statusCode).toBeGreaterThanOrEqual(400);
    expect(oldGet.statusCode).toBeLessThan(500);
    expect(String(oldGet.headers.location ?? '')).not.toContain(provider.issuer);
    expect(await flowCount()).toBe(before);

    const own = await post(app(), '/api/auth/google/start', signUpWithTerms);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ url: string }>().url.startsWith(provider.issuer)).toBe(true);
    expect(await flowCount()).toBe(before + 1);
  });
});

describe(`Google sign-in when not configured on ${testEngine}`, () => {
  it('reports it in the config and refuses to start with a message', async () => {
    const plain = await startTestApp();
    try {
      expect((await get(plain.app, '/api/auth/config')).json()).toEqual({ googleEnabled: false });
      const start = await startGoogle(plain.app, { mode: 'login' });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toEqual({
        code: 'not_found',
        message: 'Google sign-in is not configured on this server.',
      });
    } finally {
      await plain.close();
    }
  });
});
