import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SmtpCatcher } from './smtp-catcher.js';
import { sameOrigin } from './test-server.js';
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
