import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { focusedElement, focusIsVisible } from './e2e-screens.js';

// Keyboard-only steps (WCAG 2.1.1, 2.4.7): reaching a control with Tab alone, checking at each
// stop that focus is visible, and typing into Chromium's date field in the browser's locale.

export const isFocused = (element: unknown) =>
  element ===
  (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks the focus is visible. */
export async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  // One handle, so each step is a single cheap check inside the page.
  const element = await target.elementHandle();
  try {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await page.evaluate(isFocused, element)) {
        const shown = await focusIsVisible(page);
        expect(shown, `focus visible on ${await focusedElement(page)}`).toBe(true);
        return;
      }
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
  } finally {
    await element.dispose();
  }
  throw new Error(`Tab never reached the target; focus is on ${await focusedElement(page)}`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * "2026-12-05" as typed into Chromium's date field, whose parts follow the browser's locale
 * (month, day, year in en-US).
 */
export async function typedDate(page: Page, iso: string): Promise<string> {
  const order = await page.evaluate<string[]>(
    `new Intl.DateTimeFormat(navigator.language).formatToParts(new Date(2000, 10, 22))
      .filter((part) => part.type !== 'literal').map((part) => part.type)`,
  );
  const parts: Record<string, string> = {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
  };
  return order.map((part) => parts[part] ?? '').join('');
}
