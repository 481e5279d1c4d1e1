import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  mailTo,
  post,
  sessionCookieOf,
  signedUpAndVerified,
  signUpForm,
  tokenFrom,
} from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { issueAccountToken } from './account-tokens.js';
import { findAccountByEmail } from './accounts.queries.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

let counter = 0;
const otherAddress = (label: string) => `${label}.${++counter}.${Date.now()}@example.com`;

async function askResetLink(server: TestApp, email: string): Promise<string> {
  await post(server.app, '/api/auth/forgot-password', { email });
  return tokenFrom((await mailTo(server.mail!, email, /Reset your/)).text, '/reset-password');
}

async function askEmailChange(server: TestApp, cookie: string, newEmail: string, password: string) {
  const asked = await post(server.app, '/api/account/email', { newEmail, password }, cookie);
  expect(asked.statusCode).toBe(200);
}

const resetWith = (server: TestApp, token: string, password: string) =>
  post(server.app, '/api/auth/reset-password', { token, password, confirmPassword: password });

describe(`security item 5: one-time links and email changes on ${testEngine}`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ smtp: true });
  });
  afterAll(() => server.close());

  async function changeLinkFor(cookie: string, newEmail: string, password: string) {
    await askEmailChange(server, cookie, newEmail, password);
    const message = await mailTo(server.mail!, newEmail, /Confirm your new email/);
    return tokenFrom(message.text, '/verify-email');
  }

  it('security item 5: a password reset ends a pending email-change link', async () => {
    const victim = await signedUpAndVerified(server.app, server.mail!);
    const attacker = otherAddress('attacker');
    const changeToken = await changeLinkFor(victim.cookie, attacker, victim.form.password);

    const reset = await resetWith(
      server,
      await askResetLink(server, victim.form.email),
      'hers again now',
    );
    expect(reset.statusCode).toBe(200);

    const opened = await post(server.app, '/api/auth/verify-email', { token: changeToken });
    expect(opened.statusCode).toBe(400);
    expect(opened.json()).toMatchObject({ details: { reason: 'token_invalid' } });
    const account = await findAccountByEmail(server.runtime.db, victim.form.email);
    expect(account?.id).toBe(victim.user.id);
  });

  it('security item 5: changing the password ends a pending email-change link', async () => {
    const victim = await signedUpAndVerified(server.app, server.mail!);
    const changeToken = await changeLinkFor(
      victim.cookie,
      otherAddress('attacker'),
      victim.form.password,
    );
    const changed = await post(
      server.app,
      '/api/account/password',
      {
        currentPassword: victim.form.password,
        newPassword: 'a new secret pw',
        confirmPassword: 'a new secret pw',
      },
      victim.cookie,
    );
    expect(changed.statusCode).toBe(200);
    const opened = await post(server.app, '/api/auth/verify-email', { token: changeToken });
    expect(opened.json()).toMatchObject({ details: { reason: 'token_invalid' } });
  });

  it('security item 5: an email change ends a pending reset link', async () => {
    const owner = await signedUpAndVerified(server.app, server.mail!);
    const resetToken = await askResetLink(server, owner.form.email);
    const newEmail = otherAddress('moved');
    const changeToken = await changeLinkFor(owner.cookie, newEmail, owner.form.password);
    expect(
      (await post(server.app, '/api/auth/verify-email', { token: changeToken })).statusCode,
    ).toBe(200);
    const reset = await resetWith(server, resetToken, 'someone else pw');
    expect(reset.json()).toMatchObject({ details: { reason: 'token_invalid' } });
  });

  it('security item 5: an email change is announced to the old address, whose link takes the account back', async () => {
    const victim = await signedUpAndVerified(server.app, server.mail!);
    const attacker = otherAddress('attacker');
    const changeToken = await changeLinkFor(victim.cookie, attacker, victim.form.password);
    expect(
      (await post(server.app, '/api/auth/verify-email', { token: changeToken })).statusCode,
    ).toBe(200);

    const notice = await mailTo(server.mail!, victim.form.email, /email address was changed/);
    expect(notice.text).toContain(attacker);
    const undoToken = tokenFrom(notice.text, '/reset-password');

    // The attacker, who knows the password, tries to void that link: a new password, a reset.
    await post(
      server.app,
      '/api/account/password',
      {
        currentPassword: victim.form.password,
        newPassword: 'attacker owns it',
        confirmPassword: 'attacker owns it',
      },
      victim.cookie,
    );
    await askResetLink(server, attacker);

    const undone = await resetWith(server, undoToken, 'mine once more');
    expect(undone.statusCode).toBe(200);
    const login = await post(server.app, '/api/auth/login', {
      email: victim.form.email,
      password: 'mine once more',
    });
    expect(login.json()).toMatchObject({ user: { id: victim.user.id, email: victim.form.email } });
    expect((await get(server.app, '/api/session', victim.cookie)).json()).toEqual({ user: null });
    const attackerLogin = await post(server.app, '/api/auth/login', {
      email: attacker,
      password: 'attacker owns it',
    });
    expect(attackerLogin.statusCode).toBe(401);
    expect((await resetWith(server, undoToken, 'once more again')).statusCode).toBe(400);
  });
});

describe(`security item 5: mail queued before a change, on ${testEngine}`, () => {
  // No workers until every change below is made, so the mail jobs run after them.
  let server: TestApp;
  const now = () => new Date();
  const verified = { changedPassword: '', movedTo: '', resetRequester: '', movedAfterReset: '' };

  async function verifiedAccount() {
    const form = signUpForm();
    expect((await post(server.app, '/api/auth/sign-up', form)).statusCode).toBe(201);
    const account = (await findAccountByEmail(server.runtime.db, form.email))!;
    const token = await issueAccountToken(server.runtime.db, {
      accountId: account.id,
      purpose: 'verify-email',
      email: form.email,
      now: now(),
    });
    await post(server.app, '/api/auth/verify-email', { token });
    const login = await post(server.app, '/api/auth/login', {
      email: form.email,
      password: form.password,
    });
    return { form, account, cookie: sessionCookieOf(login) };
  }

  beforeAll(async () => {
    server = await startTestApp({ smtp: true, work: false });

    // Password changed, then the email changed, before the notice is sent.
    const first = await verifiedAccount();
    verified.changedPassword = first.form.email;
    await post(
      server.app,
      '/api/account/password',
      {
        currentPassword: first.form.password,
        newPassword: 'changed password',
        confirmPassword: 'changed password',
      },
      first.cookie,
    );
    verified.movedTo = otherAddress('moved');
    await askEmailChange(server, first.cookie, verified.movedTo, 'changed password');
    const changeToken = await issueAccountToken(server.runtime.db, {
      accountId: first.account.id,
      purpose: 'change-email',
      email: verified.movedTo,
      now: now(),
    });
    await post(server.app, '/api/auth/verify-email', { token: changeToken });

    // An email change asked for, then a password reset, before the change email is sent.
    const second = await verifiedAccount();
    verified.resetRequester = second.form.email;
    verified.movedAfterReset = otherAddress('attacker');
    await askEmailChange(server, second.cookie, verified.movedAfterReset, second.form.password);
    const resetToken = await issueAccountToken(server.runtime.db, {
      accountId: second.account.id,
      purpose: 'reset-password',
      email: second.form.email,
      now: now(),
    });
    expect((await resetWith(server, resetToken, 'reset before mail')).statusCode).toBe(200);

    await server.runtime.jobs.work();
  });
  afterAll(() => server.close());

  it('security item 5: notices go to the address that was current when the change happened', async () => {
    await mailTo(server.mail!, verified.changedPassword, /password was changed/);
    await mailTo(server.mail!, verified.changedPassword, /email address was changed/);
    expect(
      server.mail!.messages.filter(
        (m) => m.to.includes(verified.movedTo) && /password was changed/.test(m.subject),
      ),
    ).toEqual([]);
  });

  it('security item 5: an email change asked before a password reset sends no working link', async () => {
    await mailTo(server.mail!, verified.resetRequester, /password was changed/);
    await waitFor(emailChangeJobsSettled);
    const links = server.mail!.messages.filter((m) => m.to.includes(verified.movedAfterReset));
    for (const message of links) {
      const token = tokenFrom(message.text, '/verify-email');
      const opened = await post(server.app, '/api/auth/verify-email', { token });
      expect(opened.statusCode).toBe(400);
    }
    const account = await findAccountByEmail(server.runtime.db, verified.resetRequester);
    expect(account).toBeDefined();
  });

  async function emailChangeJobsSettled(): Promise<boolean> {
    const jobs = await sql<{ state: string }>`
      select state from pgboss.job where name = 'mail.send-email-change'`.execute(
      server.runtime.db,
    );
    return jobs.rows.length > 0 && jobs.rows.every((job) => job.state === 'completed');
  }
});
