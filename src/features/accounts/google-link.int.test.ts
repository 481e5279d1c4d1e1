import { beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  mailTo,
  post,
  sessionCookieOf,
  signUpForm,
  tokenFrom,
  signedUpWithVerifyToken,
} from '../../../test/helpers/accounts-api.js';
import { googleRoundTrip } from '../../../test/helpers/google-round-trip.js';
import { type OidcTestProvider } from '../../../test/helpers/oidc-test-provider.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { createSession } from '../../infra/auth/session-store.js';
import { issueAccountToken } from './account-tokens.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

const server = testAppForFile({ smtp: true, google: true });
const app = () => server.app;
const mail = () => server.mail!;
let provider: OidcTestProvider;
beforeAll(() => void (provider = server.google!));

/**
 * Someone registers her address with a password of their choosing and never verifies it.
 * Everything that person could hold is set up: the emailed links (verification, reset), and,
 * planted directly because no route hands them to an unverified account today, a session and
 * a change-email link to their own address.
 */
async function preRegisteredByAttacker() {
  const form = signUpForm({
    password: 'attacker chose this',
    confirmPassword: 'attacker chose this',
  });
  expect((await post(app(), '/api/auth/sign-up', form)).statusCode).toBe(201);
  const verifyToken = tokenFrom(
    (await mailTo(mail(), form.email, /Confirm your email/)).text,
    '/verify-email',
  );
  await post(app(), '/api/auth/forgot-password', { email: form.email });
  const resetToken = tokenFrom(
    (await mailTo(mail(), form.email, /Reset your/)).text,
    '/reset-password',
  );
  const account = await server.runtime.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', form.email)
    .executeTakeFirstOrThrow();
  const session = await createSession(server.runtime.db, account.id, new Date());
  const changeEmailToken = await issueAccountToken(server.runtime.db, {
    accountId: account.id,
    purpose: 'change-email',
    email: 'attacker@evil.test',
    now: new Date(),
  });
  return {
    form,
    accountId: account.id,
    cookie: `rbt_session=${session.token}`,
    verifyToken,
    resetToken,
    changeEmailToken,
  };
}

describe(`security item 2: account takeover through Google sign-in, on ${testEngine}`, () => {
  it('security item 2: account takeover through Google sign-in', async () => {
    const attacker = await preRegisteredByAttacker();
    provider.nextUser({ sub: 'g-victim-1', email: attacker.form.email, emailVerified: true });
    const { landing } = await googleRoundTrip(app(), provider, { mode: 'login' });
    expect(landing.headers.location).toBe('/parent-dashboard');
    const victim = sessionCookieOf(landing);
    expect((await get(app(), '/api/session', victim)).json()).toMatchObject({
      user: { id: attacker.accountId, email: attacker.form.email },
    });

    const login = await post(app(), '/api/auth/login', {
      email: attacker.form.email,
      password: attacker.form.password,
    });
    expect(login.statusCode).toBe(401);
    expect((await get(app(), '/api/session', attacker.cookie)).json()).toEqual({ user: null });
    for (const token of [attacker.verifyToken, attacker.changeEmailToken]) {
      const used = await post(app(), '/api/auth/verify-email', { token });
      expect(used.statusCode).toBe(400);
    }
    const reset = await post(app(), '/api/auth/reset-password', {
      token: attacker.resetToken,
      password: 'attacker again',
      confirmPassword: 'attacker again',
    });
    expect(reset.statusCode).toBe(400);
    const row = await server.runtime.db
      .selectFrom('accounts')
      .select(['email', 'email_verified', 'google_subject'])
      .where('id', '=', attacker.accountId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      email: attacker.form.email,
      email_verified: true,
      google_subject: 'g-victim-1',
    });
    // She stays signed in; the log says what happened and holds no secret.
    expect((await get(app(), '/api/session', victim)).json()).toMatchObject({
      user: { id: attacker.accountId },
    });
    const history = await server.runtime.eventStore.readStream(`account-${attacker.accountId}`);
    expect(history.map((e) => e.type)).toEqual([
      'ParentRegistered',
      'GoogleAccountLinked',
      'PasswordRemoved',
      'EmailVerified',
    ]);
    const log = JSON.stringify(history);
    for (const secret of [attacker.form.password, attacker.resetToken, attacker.verifyToken])
      expect(log).not.toContain(secret);
  });

  it('lets her set a password of her own later through "forgot password"', async () => {
    const attacker = await preRegisteredByAttacker();
    provider.nextUser({ sub: 'g-victim-2', email: attacker.form.email, emailVerified: true });
    await googleRoundTrip(app(), provider, { mode: 'login' });
    const before = mail().messages.length;
    await post(app(), '/api/auth/forgot-password', { email: attacker.form.email });
    const message = await waitFor(() =>
      mail()
        .messages.slice(before)
        .find((m) => m.to.includes(attacker.form.email) && /Reset your/.test(m.subject)),
    );
    const token = tokenFrom(message.text, '/reset-password');
    const password = 'her own password';
    const reset = await post(app(), '/api/auth/reset-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    const login = await post(app(), '/api/auth/login', { email: attacker.form.email, password });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the password of an account whose owner had verified her address', async () => {
    const { form, token } = await signedUpWithVerifyToken(app(), mail());
    expect((await post(app(), '/api/auth/verify-email', { token })).statusCode).toBe(200);
    const own = await post(app(), '/api/auth/login', {
      email: form.email,
      password: form.password,
    });
    provider.nextUser({ sub: 'g-owner', email: form.email, emailVerified: true });
    await googleRoundTrip(app(), provider, { mode: 'login' });
    expect(
      (await post(app(), '/api/auth/login', { email: form.email, password: form.password }))
        .statusCode,
    ).toBe(200);
    expect((await get(app(), '/api/session', sessionCookieOf(own))).json()).toMatchObject({
      user: { email: form.email },
    });
  });
});
