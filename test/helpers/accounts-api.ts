import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { accountDecider } from '../../src/features/accounts/accounts.decider.js';
import { accountStreamId } from '../../src/features/accounts/accounts.events.js';
import { normalizeEmail } from '../../src/features/accounts/accounts.queries.js';
import { hashPassword } from '../../src/infra/auth/passwords.js';
import { createSession } from '../../src/infra/auth/session-store.js';
import type { Role } from '../../src/infra/db/schema.js';
import type { SmtpCatcher } from './smtp-catcher.js';
import { runtimeOf, sameOrigin } from './test-server.js';
import { waitFor } from './wait-for.js';

let counter = 0;

/** A sign-up form as a person fills it in; unique email per call. */
export function signUpForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `person${counter}.${Date.now().toString(36)}@example.com`;
  return {
    role: 'parent',
    firstName: 'Paula',
    lastName: 'Parent',
    email,
    confirmEmail: email,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    acceptTerms: true,
    ...overrides,
  };
}

export function post(app: FastifyInstance, url: string, payload: object, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
  });
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The session cookie set by a response, as a Cookie header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'rbt_session');
  expect(cookie, 'a session cookie').toBeDefined();
  return `rbt_session=${cookie!.value}`;
}

/** Waits for the email to `to` whose subject matches, and returns it. */
export function mailTo(mail: SmtpCatcher, to: string, subject: RegExp) {
  return waitFor(() => mail.messages.find((m) => m.to.includes(to) && subject.test(m.subject)), {
    timeoutMs: 15_000,
  });
}

/** The token of the first link to `path` in an email's text. */
export function tokenFrom(text: string, path: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(text);
  expect(match, `a ${path} link`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Sign up with a new form; the token of the verification link emailed to her. */
export async function signedUpWithVerifyToken(
  app: FastifyInstance,
  mail: SmtpCatcher,
  overrides = {},
) {
  const form = signUpForm(overrides);
  await post(app, '/api/auth/sign-up', form);
  const message = await mailTo(mail, form.email, /Confirm your email/);
  return { form, token: tokenFrom(message.text, '/verify-email') };
}

/** Sign up, open the verification email, and log in: a ready account with its cookie. */
export async function signedUpAndVerified(app: FastifyInstance, mail: SmtpCatcher, overrides = {}) {
  const form = signUpForm(overrides);
  expect((await post(app, '/api/auth/sign-up', form)).statusCode).toBe(201);
  const message = await mailTo(mail, form.email, /Confirm your email/);
  const token = tokenFrom(message.text, '/verify-email');
  expect((await post(app, '/api/auth/verify-email', { token })).statusCode).toBe(200);
  const login = await post(app, '/api/auth/login', { email: form.email, password: form.password });
  expect(login.statusCode).toBe(200);
  return {
    form,
    cookie: sessionCookieOf(login),
    user: login.json<{ user: { id: string } }>().user,
  };
}

/** Argon2 hashes by password: every factory account of a worker shares the form's password. */
const hashes = new Map<string, Promise<string>>();

/**
 * What signedUpAndVerified gives (the form, a session cookie, the account's id), made by the
 * accounts feature's own commands instead of its routes: RegisterAccount and VerifyEmail as
 * the sign-up and the emailed link record them, the password's hash stored beside, and a
 * session as login opens it. No form, no mail round trip, no login: a second or more saved per
 * account on a busy machine. The accounts feature's own tests sign up for real.
 */
export async function registeredAccount(app: FastifyInstance, overrides = {}) {
  const runtime = runtimeOf(app);
  const form = signUpForm(overrides);
  const email = normalizeEmail(form.email);
  const accountId = randomUUID();
  let hash = hashes.get(form.password);
  if (!hash) hashes.set(form.password, (hash = hashPassword(form.password)));
  const passwordHash = await hash;
  const at = runtime.clock().toISOString();
  const stream = accountStreamId(accountId);
  const metadata = { actorId: accountId, actorRole: form.role };
  await runtime.eventStore.handleCommand(
    accountDecider,
    stream,
    {
      type: 'RegisterAccount',
      accountId,
      role: form.role as Role,
      firstName: form.firstName,
      lastName: form.lastName,
      email,
      signUpMethod: 'password',
      googleSubject: null,
      emailVerified: false,
      termsAcceptedAt: at,
      at,
    },
    {
      metadata,
      onAppended: async (tx) => {
        await tx.db
          .insertInto('credentials')
          .values({ account_id: accountId, password_hash: passwordHash })
          .execute();
      },
    },
  );
  await runtime.eventStore.handleCommand(
    accountDecider,
    stream,
    { type: 'VerifyEmail', email, at },
    { metadata },
  );
  const { token } = await createSession(runtime.db, accountId, runtime.clock());
  return { form, cookie: `rbt_session=${token}`, user: { id: accountId } };
}
