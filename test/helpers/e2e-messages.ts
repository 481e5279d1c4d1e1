import type { Locator, Page } from 'playwright-core';

// Browser steps and locators for the Messages tab, as a parent or a nanny uses it.

/** The Messages tab, whatever its badge says ("Messages, 2 unread"). */
export const messagesTab = (page: Page) => page.getByRole('tab', { name: /^Messages/ });

/** The Messages tab with exactly this badge ("Messages, 2 unread"; null: no badge). */
export const messagesTabWith = (page: Page, unread: number | null) =>
  page.getByRole('tab', {
    // The count is a box of its own, so the name may hold a space before its comma.
    name: unread === null ? /^Messages$/ : new RegExp(`^Messages\\s?, ${unread} unread$`),
  });

export const conversationList = (page: Page) =>
  page.getByRole('region', { name: 'Conversations', exact: true });

/** A conversation's button in the list, by the other person's name. */
export const conversationWith = (page: Page, name: string) =>
  conversationList(page).getByRole('button').filter({ hasText: name });

/** The messages of the open conversation with `name`. */
export const threadWith = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}`, exact: true });

/** One message of the open conversation, by its text. */
export const messageWith = (page: Page, name: string, text: string | RegExp): Locator =>
  threadWith(page, name).getByRole('listitem').filter({ hasText: text });

/** Opens the Messages tab and the conversation with `name`. */
export async function openConversation(page: Page, name: string): Promise<void> {
  await messagesTab(page).click();
  await conversationWith(page, name).click();
  await threadWith(page, name).waitFor();
}

/**
 * Types a message to `name` and sends it, waiting until it shows in the thread (as `shown`, when
 * the thread shows it otherwise: contact details hidden).
 */
export async function sendMessage(page: Page, name: string, text: string, shown = text) {
  const form = page.getByRole('form', { name: 'Write a message' });
  await form.getByLabel(`Message to ${name}`).fill(text);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await messageWith(page, name, shown.split('\n')[0] ?? shown).waitFor();
}

/** The text of a message as the reader sees it, line breaks and all. */
export const shownText = (message: Locator) => message.locator('.message__text').innerText();
