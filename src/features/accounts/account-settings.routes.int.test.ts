import { describe, expect, it } from 'vitest';
import {
  get,
  mailTo,
  post,
  sessionCookieOf,
  signedUpAndVerified,
  tokenFrom,
} from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { mailSettled } from '../../../test/helpers/mail-settled.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

const app = () => server.app;
const mail = () => server.mail!;

const server = testAppForFile({ smtp: true });

describe(`change password on ${testEngine}`, () => {
  it('is refused when signed out', async () => {
    const response = await post(app(), '/api/account/password', {
      currentPassword: 'a',
      newPassword: 'b',
      confirmPassword: 'b',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [
      { currentPassword: '', newPassword: 'new password 1', confirmPassword: 'new password 1' },
      'Please fill out all password fields.',
    ],
    [
      {
        currentPassword: 'wrong password',
        newPassword: 'new password 1',
        confirmPassword: 'new password 1',
      },
      'Your current password is incorrect.',
    ],
    [
      {
        currentPassword: 'correct horse battery',
        newPassword: 'new password 1',
        confirmPassword: 'new password 2',
      },
      'New passwords do not match.',
    ],
    [
      { currentPassword: 'correct horse battery', newPassword: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters.',
    ],
  ])('refuses %o with its message', async (body, message) => {
    const { cookie } = await signedUpAndVerified(app(), mail());
    const response = await post(app(), '/api/account/password', body, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message });
  });

  it('changes it, keeps this session, ends the others, and emails a notice', async () => {
    const { form, cookie } = await signedUpAndVerified(app(), mail());
    const other = sessionCookieOf(
      await post(app(), '/api/auth/login', { email: form.email, password: form.password }),
    );
    const response = await post(
      app(),
      '/api/account/password',
      {
        currentPassword: form.password,
        newPassword: 'a better password',
        confirmPassword: 'a better password',
      },
      cookie,
    );
    expect(response.json()).toEqual({ message: 'Password updated successfully.' });
    expect((await get(app(), '/api/session', cookie)).json()).toMatchObject({
      user: { email: form.email },
    });
    expect((await get(app(), '/api/session', other)).json()).toEqual({ user: null });
    await mailTo(mail(), form.email, /password was changed/);
  });
});

describe(`change email on ${testEngine}`, () => {
  it('checks the password, emails the new address, and changes only once the link is opened', async () => {
    const { form, cookie, user } = await signedUpAndVerified(app(), mail());
    const newEmail = `moved.${Date.now()}@example.com`;
    const wrong = await post(
      app(),
      '/api/account/email',
      { newEmail, password: 'not it at all' },
      cookie,
    );
    expect(wrong.json()).toEqual({ code: 'validation', message: 'Your password is incorrect.' });

    const asked = await post(
      app(),
      '/api/account/email',
      { newEmail, password: form.password },
      cookie,
    );
    expect(asked.json()).toEqual({
      message: `We sent a confirmation link to ${newEmail}. Your email address changes once you open it.`,
    });
    expect((await get(app(), '/api/session', cookie)).json()).toMatchObject({
      user: { email: form.email },
    });

    const token = tokenFrom(
      (await mailTo(mail(), newEmail, /Confirm your new email/)).text,
      '/verify-email',
    );
    const opened = await post(app(), '/api/auth/verify-email', { token });
    expect(opened.json()).toEqual({ message: `Your email address is now ${newEmail}.` });
    expect((await get(app(), '/api/session', cookie)).json()).toMatchObject({
      user: { id: user.id, email: newEmail },
    });
    expect(
      (await post(app(), '/api/auth/login', { email: newEmail, password: form.password }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same for an address another account uses, and sends it nothing', async () => {
    const first = await signedUpAndVerified(app(), mail());
    const second = await signedUpAndVerified(app(), mail());
    const before = mail().messages.length;
    const response = await post(
      app(),
      '/api/account/email',
      { newEmail: first.form.email, password: second.form.password },
      second.cookie,
    );
    expect(response.statusCode).toBe(200);
    await mailSettled(server.runtime.db);
    expect(
      mail()
        .messages.slice(before)
        .filter((m) => /Confirm your new email/.test(m.subject)),
    ).toEqual([]);
  });
});
