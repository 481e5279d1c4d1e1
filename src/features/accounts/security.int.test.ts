import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailTo,
  post,
  signedUpAndVerified,
  signUpForm,
  tokenFrom,
} from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';

let server: Awaited<ReturnType<typeof startTestApp>>;
const app = () => server.app;
const tight = (name: string) => ({ name, limit: 3, windowSeconds: 3600 });

beforeAll(async () => {
  server = await startTestApp({
    smtp: true,
    accounts: {
      rateLimits: {
        loginPerEmail: tight('login:email'),
        resetPerIp: tight('reset:ip'),
        signUpPerIp: tight('sign-up:ip'),
      },
    },
  });
});
afterAll(() => server.close());

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

  it('limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(app(), '/api/auth/sign-up', signUpForm())).statusCode);
    expect(statuses.slice(-1)).toEqual([429]);
  });
});

describe(`secrets stay out of the log on ${testEngine}`, () => {
  let limited: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    limited = await startTestApp({ smtp: true });
  });
  afterAll(() => limited.close());

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
    const form = signUpForm();
    await post(limited.app, '/api/auth/sign-up', form);
    const token = tokenFrom(
      (await mailTo(limited.mail!, form.email, /Confirm your email/)).text,
      '/verify-email',
    );
    const rows = await limited.runtime.db
      .selectFrom('account_tokens')
      .select('token_hash')
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
