import type { Locator, Page } from 'playwright-core';

// Browser steps and locators for the nanny dashboard, as a nanny uses it.

export const welcomeTitle = 'Welcome to your nanny dashboard';

export function welcomeDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: welcomeTitle });
}

export async function agreeToTerms(page: Page): Promise<void> {
  await welcomeDialog(page).getByRole('button', { name: 'I Agree' }).click();
  await welcomeDialog(page).waitFor({ state: 'detached' });
}

/** A polite status line holding exactly this text. */
export function statusWith(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByRole('status').getByText(text, { exact: typeof text === 'string' });
}

export function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true });
}

/** The file picker of one upload ("Upload photo ID", later "Replace photo ID"). */
export function filePicker(page: Page, noun: string): Locator {
  return page.getByLabel(new RegExp(`^(Upload|Replace) ${noun}$`));
}

/** Whether the element with focus is inside a dialog. */
export function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate<boolean>("document.activeElement?.closest('[role=dialog]') != null");
}

/** A date `days` from today on the test machine's calendar, as YYYY-MM-DD. */
export function isoDateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "2026-12-05" as the dashboard lists it: "Saturday, December 5, 2026". */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** How far the page scrolls sideways; 0 when it fits the screen. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

export const profileCard = (page: Page) => page.getByRole('region', { name: 'Your profile' });
export const documentsCard = (page: Page) => page.getByRole('region', { name: 'Documents' });
export const weeklyForm = (page: Page) => page.getByRole('form', { name: 'Weekly schedule' });
export const singleDayForm = (page: Page) => page.getByRole('form', { name: 'Add a single day' });
export const singleDayList = (page: Page) =>
  page.getByRole('list', { name: 'Single-day availability' });
