import type { Locator, Page } from 'playwright-core';
import { longDate, tab } from './e2e-nanny.js';

// Browser steps and locators for the parent dashboard, as a parent uses it.

export const profileCard = (page: Page) => page.getByRole('region', { name: 'Your profile' });
export const profileForm = (page: Page) => page.getByRole('form', { name: 'Profile details' });
export const directory = (page: Page) =>
  page.getByRole('region', { name: 'Browse Available RBTs' });
export const directoryCards = (page: Page) =>
  directory(page).getByRole('list', { name: 'Available RBTs' }).getByRole('article');
export const nannyCard = (page: Page, name: string) =>
  directory(page).getByRole('article', { name, exact: true });
export const bookingForm = (page: Page, name: string) =>
  page.getByRole('form', { name: `Request a booking with ${name}` });
/** Opens a card's request form ("Request booking") unless it is open; returns the form. */
export async function openBookingForm(page: Page, name: string): Promise<Locator> {
  const toggle = nannyCard(page, name).getByRole('button', {
    name: 'Request booking',
    exact: true,
  });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const form = bookingForm(page, name);
  await form.waitFor();
  return form;
}

/**
 * Opens a card's request form and fills in the date and times once her hours for the date have
 * come from the server (the suites' nannies work 8:00 AM to 5:00 PM); returns the form.
 */
export async function bookingFormFor(
  page: Page,
  name: string,
  times: { date: string; startTime: string; endTime: string },
): Promise<Locator> {
  const form = await openBookingForm(page, name);
  await form.getByLabel('Date').fill(times.date);
  await form.getByText(`Her hours on ${longDate(times.date)}: 8:00 AM – 5:00 PM`).waitFor();
  await form.getByLabel('Start time').fill(times.startTime);
  await form.getByLabel('End time').fill(times.endTime);
  return form;
}

export const bookingRequests = (page: Page) =>
  page.getByRole('region', { name: 'Your booking requests' });

/** Opens the Bookings tab and waits until the directory has loaded (cards or the empty line). */
export async function openBookings(page: Page): Promise<void> {
  await tab(page, 'Bookings').click();
  await directory(page).waitFor();
  await directory(page)
    .getByText('Loading available RBTs...', { exact: true })
    .waitFor({ state: 'detached' });
}

export interface BookingTimes {
  date: string;
  startTime: string;
  /** '' leaves the end empty. */
  endTime: string;
}

/** Fills a card's date, start and end (any may be '') and presses Request Booking. */
export async function requestBooking(
  page: Page,
  name: string,
  { date, startTime, endTime }: BookingTimes,
  press: 'click' | 'dblclick' = 'click',
): Promise<Locator> {
  const form = await openBookingForm(page, name);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Start time').fill(startTime);
  await form.getByLabel('End time').fill(endTime);
  await form.getByRole('button', { name: 'Request Booking' })[press]();
  return form;
}

/** The first Monday-to-Friday date at least `days` from today, as YYYY-MM-DD. */
export function weekdayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** GET a same-origin JSON address with the page's cookies. */
export function fetchJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate<T>(`fetch(${JSON.stringify(path)}).then((response) => response.json())`);
}
