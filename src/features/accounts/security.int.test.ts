import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  mailTo,
  post,
  signedUpAndVerified,
  signUpForm,
  tokenFrom,
  signedUpWithVerifyToken,
} from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../test/helpers/test-server.js';
import { DEFAULT_ACCOUNT_RATE_LIMITS } from './accounts-context.js';
import type { AccountsFeatureOptions } from './index.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

const app = () => server.app;
const tight = (name: string) => ({ name, limit: 3, windowSeconds: 3600 });

/**
 * The limiters count in fixed windows aligned to the clock (a quarter-hour for the default login
 * rules), so attempts that straddle a window's end would start counting afresh. The limiter's
 * clock here starts every test at the first second of a window of its own (a new day, which
 * every window length divides) and runs on in real time from there.
 */
function windowStartClock(): { now: () => Date; startWindow: () => void } {
  let day = 0;
  let base = 0;
  let startedAt = 0;
  return {
    now: () => new Date(base + (Date.now() - startedAt)),
    startWindow: () => {
      day += 1;
      base = Date.UTC(2030, 0, day) + 1000;
      startedAt = Date.now();
    },
  };
}
const limiterClock = windowStartClock();
beforeEach(() => limiterClock.startWindow());

/** An app (for the file or the describe it is called in) with these limits on the limiter's clock. */
const appLimitedBy = (rateLimits: AccountsFeatureOptions['rateLimits']) =>
  testAppForFile({
    smtp: true,
    accounts: { rateLimitClock: () => limiterClock.now(), rateLimits },
  });

const server = appLimitedBy({
  loginPerEmail: tight('login:email'),
  resetPerIp: tight('reset:ip'),
  signUpPerIp: tight('sign-up:ip'),
  resetLinkPerIp: tight('reset-link:ip'),
  verifyLinkPerIp: tight('verify-link:ip'),
});

describe(`rate limits on ${testEngine}`, () => {
  it('answers 429 with a clear message once an account has too many failed logins', async () => {
    const email = 'target@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post(app(), '/api/auth/login', { email, password: `guess number ${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await post(app(), '/api/auth/login', { email, password: 'guess again' });
    const body = limited.json<{ code: string; message: string }>();
    expect(body.code).toBe('rate_limited');
    expect(body.message).toMatch(/^Too many attempts\. Please wait/);
  });

  it('limits reset requests per IP, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post(app(), '/api/auth/forgot-password', { email: `r${i}@example.com` })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it.each([
    ['/api/auth/reset-password', { password: 'new password 1', confirmPassword: 'new password 1' }],
    ['/api/auth/verify-email', {}],
  ])('security item 7: limits %s per IP', async (url, body) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post(app(), url, { ...body, token: `made-up-${i}` })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(app(), '/api/auth/sign-up', signUpForm())).statusCode);
    expect(statuses.slice(-1)).toEqual([429]);
  });
});

describe(`secrets stay out of the log on ${testEngine}`, () => {
  const limited = testAppForFile({ smtp: true });

  it('records no password, hash or token anywhere in the events', async () => {
    {
      const { form, cookie } = await signedUpAndVerified(limited.app, limited.mail!);
      await post(
        limited.app,
        '/api/account/password',
        {
          currentPassword: form.password,
          newPassword: 'second secret pw',
          confirmPassword: 'second secret pw',
        },
        cookie,
      );
      await post(limited.app, '/api/auth/forgot-password', { email: form.email });
      const resetToken = tokenFrom(
        (await mailTo(limited.mail!, form.email, /Reset your/)).text,
        '/reset-password',
      );
      await post(limited.app, '/api/auth/reset-password', {
        token: resetToken,
        password: 'third secret pw',
        confirmPassword: 'third secret pw',
      });

      const secrets = [
        form.password,
        'second secret pw',
        'third secret pw',
        resetToken,
        cookie.split('=')[1]!,
      ];
      const hashes = (
        await limited.runtime.db.selectFrom('credentials').select('password_hash').execute()
      ).map((r) => r.password_hash);
      const tokenHashes = (
        await limited.runtime.db.selectFrom('account_tokens').select('token_hash').execute()
      ).map((r) => r.token_hash);
      const log = (
        await sql<{
          row: string;
        }>`select (to_jsonb(e) - 'transaction_id')::text as row from events e`.execute(
          limited.runtime.db,
        )
      ).rows
        .map((r) => r.row)
        .join('\n');
      expect(log).toContain('PasswordChanged');
      for (const secret of [...secrets, ...hashes, ...tokenHashes])
        expect(log).not.toContain(secret);
      expect(log).not.toMatch(/argon2/i);
    }
  });

  it('stores only hashes of links: the token in the email is not in the table', async () => {
    const { token } = await signedUpWithVerifyToken(limited.app, limited.mail!);
    const rows = await limited.runtime.db
      .selectFrom('account_tokens')
      .select('token_hash')
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

/** A login as if from another computer (TRUST_PROXY is off: the socket's address counts). */
const loginFromIp = (app: FastifyInstance, ip: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: sameOrigin,
    remoteAddress: ip,
  });

describe(`security item 6: the login limiter counts failures, per address and IP, on ${testEngine}`, () => {
  const limited = appLimitedBy({ ...DEFAULT_ACCOUNT_RATE_LIMITS });

  const loginFrom = (ip: string, email: string, password: string) =>
    loginFromIp(limited.app, ip, email, password);

  it('security item 6: wrong passwords from one IP do not lock the owner out from hers', async () => {
    const { form } = await signedUpAndVerified(limited.app, limited.mail!);
    const attacker: number[] = [];
    for (let i = 0; i < 15; i++) {
      attacker.push((await loginFrom('203.0.113.7', form.email, `guess ${i}`)).statusCode);
    }
    const owner = await loginFrom('198.51.100.23', form.email, form.password);
    expect(owner.statusCode).toBe(200);
    expect(attacker.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(attacker.slice(10)).toEqual(Array(5).fill(429));
    const refused = await loginFrom('203.0.113.7', form.email, form.password);
    const body = refused.json<{ code: string; message: string }>();
    expect(body.code).toBe('rate_limited');
    expect(body.message).toMatch(
      /^Too many attempts\. Please wait (a minute|\d+ minutes) and try again\.$/,
    );
  });

  it('security item 6: signing in with the right password is never counted', async () => {
    const { form } = await signedUpAndVerified(limited.app, limited.mail!);
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      statuses.push((await loginFrom('198.51.100.40', form.email, form.password)).statusCode);
    }
    expect(statuses).toEqual(Array(35).fill(200));
  });
});

describe(`security item 6: looser limits per address and per IP, on ${testEngine}`, () => {
  const limited = appLimitedBy({
    loginPerIp: { name: 'login:ip', limit: 5, windowSeconds: 900 },
    loginPerEmailAndIp: { name: 'login:email+ip', limit: 2, windowSeconds: 900 },
    loginPerEmail: { name: 'login:email', limit: 4, windowSeconds: 900 },
    loginPerEmailDaily: { name: 'login:email:day', limit: 1000, windowSeconds: 86_400 },
  });

  const loginFrom = (ip: string, email: string, password: string) =>
    loginFromIp(limited.app, ip, email, password);

  it('security item 6: failures for one address from many IPs meet the per-address limit', async () => {
    const email = 'many.ips@example.com';
    const statuses: number[] = [];
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      for (let i = 0; i < 2; i++) {
        statuses.push((await loginFrom(ip, email, `guess ${ip} ${i}`)).statusCode);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Counted in the window of the limiter's clock, the one this test started at.
    const windows = await limited.runtime.db
      .selectFrom('rate_limit_counters')
      .select('window_start')
      .distinct()
      .where('bucket', '=', `login:email:${email}`)
      .execute();
    expect(windows.map((w) => w.window_start.getUTCFullYear())).toEqual([2030]);
  });

  it('security item 6: one IP trying many addresses meets the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await loginFrom('192.0.2.50', `spray${i}@example.com`, 'guess')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
