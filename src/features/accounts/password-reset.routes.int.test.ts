import { describe, expect, it } from 'vitest';
import {
  get,
  mailTo,
  post,
  signedUpAndVerified,
  tokenFrom,
  signedUpWithVerifyToken,
} from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { hashPassword } from '../../infra/auth/passwords.js';
import { mailSettled } from '../../../test/helpers/mail-settled.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

let clockOffsetMs = 0;
let hashes = 0;
const countingHasher = {
  hash: (password: string) => {
    hashes += 1;
    return hashPassword(password);
  },
};
const app = () => server.app;
const mail = () => server.mail!;

const server = testAppForFile({
  smtp: true,
  clock: () => new Date(Date.now() + clockOffsetMs),
  accounts: { passwordHasher: countingHasher },
});

async function resetLinkFor(email: string): Promise<string> {
  const before = mail().messages.length;
  const response = await post(app(), '/api/auth/forgot-password', { email });
  expect(response.json()).toEqual({ message: '✅ Reset link sent! Check your email.' });
  const message = await mailTo(mail(), email, /Reset your/);
  expect(mail().messages.indexOf(message)).toBeGreaterThanOrEqual(before);
  return tokenFrom(message.text, '/reset-password');
}

describe(`password reset on ${testEngine}`, () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = mail().messages.length;
    const response = await post(app(), '/api/auth/forgot-password', {
      email: 'nobody@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '✅ Reset link sent! Check your email.' });
    await mailSettled(server.runtime.db);
    expect(
      mail()
        .messages.slice(before)
        .filter((m) => m.to.includes('nobody@example.com')),
    ).toEqual([]);
  });

  it('sets a new password, ends every session, emails a notice; the old password stops working', async () => {
    const { form, cookie } = await signedUpAndVerified(app(), mail());
    const token = await resetLinkFor(form.email);
    const mismatch = await post(app(), '/api/auth/reset-password', {
      token,
      password: 'new password 1',
      confirmPassword: 'other',
    });
    expect(mismatch.json()).toEqual({ code: 'validation', message: 'Passwords do not match!' });

    const reset = await post(app(), '/api/auth/reset-password', {
      token,
      password: 'brand new password',
      confirmPassword: 'brand new password',
    });
    expect(reset.json()).toEqual({
      message: 'Your password has been reset. Please log in with your new password.',
    });
    expect((await get(app(), '/api/session', cookie)).json()).toEqual({ user: null });
    expect(
      (await post(app(), '/api/auth/login', { email: form.email, password: form.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(app(), '/api/auth/login', { email: form.email, password: 'brand new password' }))
        .statusCode,
    ).toBe(200);
    await mailTo(mail(), form.email, /password was changed/);
  });

  it('lets only one of two simultaneous uses of a reset link succeed', async () => {
    const { form } = await signedUpAndVerified(app(), mail());
    const token = await resetLinkFor(form.email);
    const body = (password: string) => ({ token, password, confirmPassword: password });
    const results = await Promise.all([
      post(app(), '/api/auth/reset-password', body('first racer pass')),
      post(app(), '/api/auth/reset-password', body('second racer pass')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(loser.json()).toMatchObject({ details: { reason: 'token_used' } });
  });

  it('refuses an expired reset link (valid one hour)', async () => {
    const { form } = await signedUpAndVerified(app(), mail());
    const token = await resetLinkFor(form.email);
    clockOffsetMs = 61 * 60 * 1000;
    try {
      const response = await post(app(), '/api/auth/reset-password', {
        token,
        password: 'too late password',
        confirmPassword: 'too late password',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation',
        message: 'This link has expired.',
        details: { reason: 'token_expired' },
      });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses an expired verification link (valid 24 hours)', async () => {
    const { token } = await signedUpWithVerifyToken(app(), mail());
    clockOffsetMs = 25 * 60 * 60 * 1000;
    try {
      const response = await post(app(), '/api/auth/verify-email', { token });
      expect(response.json()).toMatchObject({ details: { reason: 'token_expired' } });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('ends a session whose 30 days have passed, and slides one that is used', async () => {
    const { cookie } = await signedUpAndVerified(app(), mail());
    clockOffsetMs = 20 * 24 * 60 * 60 * 1000;
    const used = await get(app(), '/api/session', cookie);
    expect(used.json()).not.toEqual({ user: null });
    expect(String(used.headers['set-cookie'])).toMatch(/rbt_session=/);
    clockOffsetMs = 49 * 24 * 60 * 60 * 1000;
    expect((await get(app(), '/api/session', cookie)).json()).not.toEqual({ user: null });
    clockOffsetMs = 81 * 24 * 60 * 60 * 1000;
    expect((await get(app(), '/api/session', cookie)).json()).toEqual({ user: null });
    clockOffsetMs = 0;
  });

  it('security item 7: a bad reset link is refused before any password hashing', async () => {
    const { form } = await signedUpAndVerified(app(), mail());
    const token = await resetLinkFor(form.email);
    const body = (t: string) => ({
      token: t,
      password: 'new password 7',
      confirmPassword: 'new password 7',
    });
    const before = hashes;
    const bogus = await post(app(), '/api/auth/reset-password', body('not-a-real-link'));
    expect(bogus.json()).toMatchObject({ details: { reason: 'token_invalid' } });
    expect(hashes).toBe(before);

    expect((await post(app(), '/api/auth/reset-password', body(token))).statusCode).toBe(200);
    expect(hashes).toBe(before + 1);
    const reused = await post(app(), '/api/auth/reset-password', body(token));
    expect(reused.json()).toMatchObject({ details: { reason: 'token_used' } });
    expect(hashes).toBe(before + 1);
  });

  it('security item 10: a session ends 90 days after sign-in even while it is used', async () => {
    const { cookie } = await signedUpAndVerified(app(), mail());
    const day = 24 * 60 * 60 * 1000;
    const signedInAt = Date.now();
    try {
      for (const days of [20, 40, 60, 80, 89]) {
        clockOffsetMs = days * day;
        const used = await get(app(), '/api/session', cookie);
        expect(used.json(), `day ${days}`).not.toEqual({ user: null });
        const renewed = used.cookies.find((c) => c.name === 'rbt_session');
        if (renewed?.expires) {
          expect(renewed.expires.getTime()).toBeLessThanOrEqual(signedInAt + 90 * day + 60_000);
        }
      }
      clockOffsetMs = 91 * day;
      expect((await get(app(), '/api/session', cookie)).json()).toEqual({ user: null });
    } finally {
      clockOffsetMs = 0;
    }
  });
});
