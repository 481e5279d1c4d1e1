import type { Page } from 'playwright-core';
import type { CaughtMail } from './smtp-catcher.js';
import { waitFor } from './wait-for.js';

// Browser steps of the account flows, as a person does them on the Login / Sign Up panel.

export interface NewAccount {
  role: 'nanny' | 'parent';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh account for one test; addresses are unique within the test file's database. */
export function newAccount(role: NewAccount['role'], password = 'first password 1'): NewAccount {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    role,
    firstName: role === 'nanny' ? 'Nora' : 'Paula',
    lastName: `Tester${counter}`,
    email: `${role}-${stamp}@example.com`,
    password,
  };
}

export function signInPanel(page: Page) {
  return page.getByRole('region', { name: 'Sign in' });
}

/** The panel's error line and status line. */
export function errorLine(page: Page) {
  return signInPanel(page).getByRole('alert');
}

export function statusLine(page: Page) {
  return signInPanel(page).getByRole('status');
}

export async function openSignUp(page: Page): Promise<void> {
  await page.goto('/');
  await signInPanel(page).getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByRole('button', { name: 'Sign up', exact: true }).waitFor();
}

export async function fillSignUp(page: Page, account: NewAccount): Promise<void> {
  const panel = signInPanel(page);
  const roleLabel = account.role === 'nanny' ? "I'm a RBT Nanny" : "I'm a Parent";
  await panel.getByRole('radio', { name: roleLabel }).check();
  await panel.getByLabel('First name').fill(account.firstName);
  await panel.getByLabel('Last name').fill(account.lastName);
  await panel.getByLabel('Email', { exact: true }).fill(account.email);
  await panel.getByLabel('Confirm email').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByLabel('Confirm password').fill(account.password);
}

export const signUpConfirmation =
  'A confirmation email has been sent. Please check your inbox before logging in.';

/** Signs up through the form and waits for the confirmation. */
export async function signUp(page: Page, account: NewAccount): Promise<void> {
  await openSignUp(page);
  await fillSignUp(page, account);
  await signInPanel(page)
    .getByRole('checkbox', { name: /Terms & Conditions/ })
    .check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await statusLine(page).getByText(signUpConfirmation).waitFor();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const panel = signInPanel(page);
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * The path and query of the newest link in mail to `to` matching `pattern` (the server builds
 * links from PUBLIC_URL; the test opens them on its own base URL). `after` skips messages
 * already seen, so a resent link is not confused with the first one.
 */
export async function linkInMail(
  messages: readonly CaughtMail[],
  to: string,
  pattern: RegExp,
  { after = 0 }: { after?: number } = {},
): Promise<string> {
  return waitFor(() => {
    const found = messages
      .slice(after)
      .filter((mail) => mail.to.includes(to))
      .map((mail) => pattern.exec(mail.text)?.[0])
      .filter((link): link is string => link !== undefined);
    return found.at(-1) ?? null;
  });
}

export const verifyLinkPattern = /\/verify-email\?token=[\w-]+/;
export const resetLinkPattern = /\/reset-password\?token=[\w-]+/;

/** Opens the emailed verification link and waits for the page to confirm it. */
export async function verifyByMail(
  page: Page,
  messages: readonly CaughtMail[],
  email: string,
): Promise<void> {
  await page.goto(await linkInMail(messages, email, verifyLinkPattern));
  await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Waits for exactly this message in the panel's error line. */
export async function expectPanelError(page: Page, message: string): Promise<void> {
  await errorLine(page).getByText(message, { exact: true }).waitFor();
}
