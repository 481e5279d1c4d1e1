import { describe, expect, it } from 'vitest';
import {
  get,
  mailTo,
  post,
  sessionCookieOf,
  signedUpAndVerified,
  signUpForm,
  tokenFrom,
  signedUpWithVerifyToken,
} from '../../../test/helpers/accounts-api.js';
import { eventDataOfType } from '../../../test/helpers/event-log.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { hashPassword } from '../../infra/auth/passwords.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

const app = () => server.app;
const mail = () => server.mail!;
let hashes = 0;
const countingHasher = {
  hash: (password: string) => {
    hashes += 1;
    return hashPassword(password);
  },
};

const server = testAppForFile({
  smtp: true,
  accounts: { passwordHasher: countingHasher },
});

/** Decrypted: names and emails are encrypted in the table. */
const eventsOfType = (type: string) => eventDataOfType(server.runtime, type);

describe(`sign-up on ${testEngine}`, () => {
  it.each([
    [{ acceptTerms: false }, 'You must agree to the Terms & Conditions to sign up.'],
    [{ confirmEmail: 'other@example.com' }, 'Emails do not match!'],
    [{ confirmPassword: 'something else entirely' }, 'Passwords do not match!'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
    [{ firstName: '  ' }, 'Please fill in every field.'],
    [
      { email: 'not-an-email', confirmEmail: 'not-an-email' },
      'Please enter a valid email address.',
    ],
  ])('refuses %o with its message and writes nothing', async (change, message) => {
    const before = await eventsOfType('ParentRegistered');
    const response = await post(app(), '/api/auth/sign-up', signUpForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message });
    expect(await eventsOfType('ParentRegistered')).toHaveLength(before.length);
  });

  it('refuses a body of the wrong shape with a 400, never a 500', async () => {
    for (const payload of [
      {},
      { ...signUpForm(), role: 'operator' },
      { ...signUpForm(), email: 42 },
      [],
    ]) {
      const response = await post(app(), '/api/auth/sign-up', payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('records NannyRegistered without secrets, stores an Argon2id hash, emails a link, creates no session', async () => {
    const form = signUpForm({
      role: 'nanny',
      email: 'Nora.Nanny@Example.com',
      confirmEmail: 'nora.nanny@example.com',
    });
    const response = await post(app(), '/api/auth/sign-up', form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'A confirmation email has been sent. Please check your inbox before logging in.',
    });
    expect(response.cookies).toEqual([]);

    const [registered] = (await eventsOfType('NannyRegistered')).filter(
      (e) => e.email === 'nora.nanny@example.com',
    );
    expect(registered).toMatchObject({
      fullName: 'Paula Parent',
      emailVerified: false,
      signUpMethod: 'password',
    });
    expect(JSON.stringify(registered)).not.toContain(form.password);

    const credentials = await server.runtime.db
      .selectFrom('credentials')
      .select('password_hash')
      .execute();
    expect(credentials.at(-1)?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const email = await mailTo(mail(), 'nora.nanny@example.com', /Confirm your email/);
    expect(email.text).toContain('http://localhost:3000/verify-email?token=');
    expect(email.html).toContain('Confirm my email');
  });

  it('answers a sign-up with a taken address exactly like a new one, and tells the owner', async () => {
    const { form } = await signedUpAndVerified(app(), mail());
    const again = await post(
      app(),
      '/api/auth/sign-up',
      signUpForm({ email: form.email.toUpperCase(), confirmEmail: form.email }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      message: 'A confirmation email has been sent. Please check your inbox before logging in.',
    });
    await mailTo(mail(), form.email, /Someone tried to sign up/);
    const accounts = await server.runtime.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', form.email)
      .execute();
    expect(accounts).toHaveLength(1);
  });
});

describe(`security item 8: sign-up timing on ${testEngine}`, () => {
  it('security item 8: a taken address costs the same password hashing as a new one', async () => {
    const { form } = await signedUpAndVerified(app(), mail());
    let before = hashes;
    const taken = await post(
      app(),
      '/api/auth/sign-up',
      signUpForm({ email: form.email, confirmEmail: form.email }),
    );
    expect(taken.statusCode).toBe(201);
    expect(hashes - before).toBe(1);

    before = hashes;
    const fresh = await post(app(), '/api/auth/sign-up', signUpForm());
    expect(fresh.statusCode).toBe(201);
    expect(hashes - before).toBe(1);
  });
});

describe(`verification and login on ${testEngine}`, () => {
  it('refuses login before the email is verified, with the exact message', async () => {
    const form = signUpForm();
    await post(app(), '/api/auth/sign-up', form);
    const response = await post(app(), '/api/auth/login', {
      email: form.email,
      password: form.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'forbidden',
      message: 'Please verify your email address before logging in.',
      details: { reason: 'email_not_verified' },
    });
    expect(response.cookies).toEqual([]);
  });

  it('verifies once through the emailed link; the link then says it was used', async () => {
    const { token } = await signedUpWithVerifyToken(app(), mail());
    const first = await post(app(), '/api/auth/verify-email', { token });
    expect(first.json()).toEqual({
      message: 'Thank you! Your email address is verified. You can now log in.',
    });
    const second = await post(app(), '/api/auth/verify-email', { token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ details: { reason: 'token_used' } });
    const bogus = await post(app(), '/api/auth/verify-email', { token: 'no-such-token' });
    expect(bogus.json()).toMatchObject({ details: { reason: 'token_invalid' } });
  });

  it('resends a verification link that replaces the earlier one, same answer for unknown addresses', async () => {
    const { form, token: firstToken } = await signedUpWithVerifyToken(app(), mail());
    const unknown = await post(app(), '/api/auth/resend-verification', {
      email: 'nobody@example.com',
    });
    const known = await post(app(), '/api/auth/resend-verification', { email: form.email });
    expect(known.json()).toEqual(unknown.json());
    const messages = () =>
      mail().messages.filter(
        (m) => m.to.includes(form.email) && /Confirm your email/.test(m.subject),
      );
    const second = await waitForSecond(messages);
    const secondToken = tokenFrom(second.text, '/verify-email');
    expect(
      (await post(app(), '/api/auth/verify-email', { token: firstToken })).json(),
    ).toMatchObject({
      details: { reason: 'token_invalid' },
    });
    expect((await post(app(), '/api/auth/verify-email', { token: secondToken })).statusCode).toBe(
      200,
    );
  });

  it('logs in with a secure session cookie, keeps only its hash, and tells who is signed in', async () => {
    const { form, cookie, user } = await signedUpAndVerified(app(), mail(), { role: 'nanny' });
    const login = await post(app(), '/api/auth/login', {
      email: form.email,
      password: form.password,
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const token = cookie.split('=')[1]!;
    const stored = await server.runtime.db
      .selectFrom('sessions')
      .select('id')
      .where('account_id', '=', user.id)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.id)).not.toContain(token);
    const session = await get(app(), '/api/session', cookie);
    expect(session.json()).toEqual({
      user: {
        id: user.id,
        role: 'nanny',
        fullName: 'Paula Parent',
        email: form.email,
        signInMethod: 'password',
      },
    });
  });

  it('gives a new session at every login', async () => {
    const { form, cookie } = await signedUpAndVerified(app(), mail());
    const again = sessionCookieOf(
      await post(app(), '/api/auth/login', { email: form.email, password: form.password }),
    );
    expect(again).not.toBe(cookie);
    expect((await get(app(), '/api/session', again)).json()).toMatchObject({
      user: { email: form.email },
    });
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const { form } = await signedUpAndVerified(app(), mail());
    const wrong = await post(app(), '/api/auth/login', {
      email: form.email,
      password: 'not the password',
    });
    const unknown = await post(app(), '/api/auth/login', {
      email: 'ghost@example.com',
      password: 'whatever123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'unauthorized', message: 'Incorrect email or password.' });
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const { cookie } = await signedUpAndVerified(app(), mail());
    const out = await post(app(), '/api/auth/logout', {}, cookie);
    expect(out.json()).toEqual({ message: 'You have been logged out.' });
    expect(String(out.headers['set-cookie'])).toMatch(/rbt_session=;/);
    expect((await get(app(), '/api/session', cookie)).json()).toEqual({ user: null });
  });
});

async function waitForSecond<T>(list: () => T[]): Promise<T> {
  const deadline = Date.now() + 15_000;
  while (list().length < 2) {
    if (Date.now() > deadline) throw new Error('no second email');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return list()[1]!;
}
