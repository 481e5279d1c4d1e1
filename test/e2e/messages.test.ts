import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HIDDEN_CONTACT } from '../../src/shared/contact-details.js';
import { messageTexts } from '../../src/shared/messages.js';
import { nannyBooking, nannyBookingsTab } from '../helpers/e2e-bookings.js';
import { markPage, pageKeptMark, waitUntilLive } from '../helpers/e2e-live.js';
import {
  conversationWith,
  messageWith,
  messagesTab,
  messagesTabWith,
  openConversation,
  sendMessage,
  shownText,
  threadWith,
} from '../helpers/e2e-messages.js';
import { isoDateFromToday, sidewaysOverflow, statusWith, tab } from '../helpers/e2e-nanny.js';
import { fetchJson, openBookingForm, openBookings } from '../helpers/e2e-parent.js';
import { nannyWithHours, operatorOnConsole, parentOnDashboard } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// Messages (docs/product.md, Messages) in Chromium: a parent (at phone width) and a nanny, each in her own browser context,
// and an operator in a third. The booking request's note opens their conversation; messages,
// the unread badge and "Seen" travel live; a phone number stays hidden until the nanny accepts;
// a reported message reaches the operator's queue without a reload; older messages load as she
// scrolls up, keeping her place; a block takes the other's compose box away, live. The dialogs,
// the refusals' words and text-never-HTML are component tests (web/src/lib/messages).

const parentName = 'parent Tester';

/** The parent asks for 09:00–12:00 on `date` from her card, with a note. */
async function requestWithNote(parent: Page, nannyName: string, date: string, text: string) {
  await openBookings(parent);
  const form = await openBookingForm(parent, nannyName);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Start time').fill('09:00');
  await form.getByLabel('End time').fill('12:00');
  await form.getByLabel('Note to the nanny (optional)').fill(text);
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await statusWith(form, 'Booking request sent!').waitFor();
}

/** Sends a message through the API from the page's session (as the compose box would). */
function post(page: Page, conversationId: string, text: string): Promise<number> {
  const body = JSON.stringify({ text, idempotencyKey: crypto.randomUUID() });
  return page.evaluate<number>(
    `fetch('/api/conversations/${conversationId}/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: ${JSON.stringify(body)},
    }).then((response) => response.status)`,
  );
}

/**
 * Where the message with exactly `text` sits, in px from the top of the thread's box: both read
 * at once, as the window may still be scrolling smoothly.
 */
const topInThread = (page: Page, text: string) =>
  page.evaluate<number>(`(() => {
    const thread = document.querySelector('.message-thread');
    const item = [...thread.querySelectorAll('.message__text')].find(
      (element) => element.textContent === ${JSON.stringify(text)},
    );
    return item.getBoundingClientRect().top - thread.getBoundingClientRect().top;
  })()`);

const note = 'Sam loves trains.\nHe naps at 1:30 PM.';
const phoneMessage = 'Hi! Call me at 555-123-4567 any time.';

describe('messages between a parent and a nanny', () => {
  const suite = browserSuite({ smtp: true });

  it('travel live, hide contact details until a booking is accepted, and can be reported', async () => {
    const date = isoDateFromToday(2);
    const nannyName = 'Mia Messages';
    const { page: nanny } = await nannyWithHours(suite, nannyName, date);
    const { page: parent } = await parentOnDashboard(suite, 360);
    const operator = await operatorOnConsole(suite);
    await tab(operator, 'Reports').click();
    const reports = operator.getByRole('region', { name: 'Message reports', exact: true });
    await reports.getByText('No message reports are waiting for a decision.').waitFor();
    await messagesTab(nanny).click();
    await nanny.getByText(messageTexts.noConversations, { exact: true }).waitFor();
    for (const page of [nanny, parent, operator]) {
      await waitUntilLive(page);
      await markPage(page);
    }

    // The parent's request, with a note: the note is the conversation's first message.
    await requestWithNote(parent, nannyName, date, note);

    // Her Messages tab counts it live; opening the conversation reads it and the badge goes.
    await messagesTabWith(nanny, 1).waitFor();
    await conversationWith(nanny, parentName).getByText('1', { exact: true }).waitFor();
    await conversationWith(nanny, parentName).click();
    expect(await shownText(messageWith(nanny, parentName, 'Sam loves trains.'))).toBe(note);
    await messagesTabWith(nanny, null).waitFor();

    // The parent sees her note "Seen" (the nanny read it), without a reload.
    await openConversation(parent, nannyName);
    await messageWith(parent, nannyName, 'Sam loves trains.')
      .getByText(messageTexts.seen)
      .waitFor();
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);

    // A phone number before any accepted booking: hidden from both sides; what she typed is kept.
    const hidden = `Hi! Call me at ${HIDDEN_CONTACT} any time.`;
    await sendMessage(nanny, parentName, phoneMessage, hidden);
    const masked = messageWith(parent, nannyName, hidden);
    await masked.getByText(messageTexts.contactsHidden, { exact: true }).waitFor();
    expect(await parent.getByText('555-123-4567').count()).toBe(0);
    // Her conversation is on the parent's screen, so it is read: "Seen" under the nanny's reply.
    await messageWith(nanny, parentName, hidden).getByText(messageTexts.seen).waitFor();

    // Away on another tab, the parent's badge counts a new message; coming back reads it.
    await tab(parent, 'Profile').click();
    await sendMessage(nanny, parentName, 'Looking forward to meeting Sam.');
    await messagesTabWith(parent, 1).waitFor();
    await messagesTab(parent).click();
    await messageWith(parent, nannyName, 'Looking forward to meeting Sam.').waitFor();
    await messagesTabWith(parent, null).waitFor();

    // The nanny accepts: the number shows on the parent's open conversation, live.
    await nannyBookingsTab(nanny).click();
    await nannyBooking(nanny, 'Requests', parentName)
      .getByRole('button', { name: 'Accept', exact: true })
      .click();
    await nannyBooking(nanny, 'Upcoming', parentName).waitFor();
    const shown = messageWith(parent, nannyName, phoneMessage);
    await shown.waitFor();
    expect(await shown.textContent()).not.toContain(messageTexts.contactsHidden);

    // The parent writes something the nanny reports.
    await sendMessage(parent, nannyName, 'Reply faster next time or else.');
    await openConversation(nanny, parentName);
    const rude = messageWith(nanny, parentName, 'Reply faster next time or else.');
    await rude.getByRole('button', { name: 'Report' }).click();
    const dialog = nanny.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByLabel('Why are you reporting it?').fill('A threat.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await statusWith(nanny, messageTexts.reportSent).waitFor();

    // The operator's queue shows it live; she reads the conversation as typed and warns.
    const item = reports.getByRole('article', { name: `${nannyName} reported ${parentName}` });
    await item.getByText('A threat.').waitFor();
    await item.getByRole('button', { name: 'Read the conversation' }).click();
    const conversation = operator.getByRole('dialog', {
      name: `Conversation between ${nannyName} and ${parentName}`,
    });
    await conversation.getByText(phoneMessage).waitFor();
    await conversation.getByRole('button', { name: 'Close' }).click();
    await item.getByRole('button', { name: 'Warn' }).click();
    await statusWith(reports, 'Report decided: the sender was warned by email.').waitFor();
    await reports.getByText('No message reports are waiting for a decision.').waitFor();

    for (const page of [nanny, parent, operator]) expect(await pageKeptMark(page)).toBe(true);
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);
  }, 240_000);

  it('loads older messages as she scrolls up, keeping her place; a block reaches the other live', async () => {
    const date = isoDateFromToday(3);
    const nannyName = 'Lena Longthread';
    const { page: nanny } = await nannyWithHours(suite, nannyName, date, 360);
    const { page: parent } = await parentOnDashboard(suite);
    await requestWithNote(parent, nannyName, date, 'First of many.');
    const { conversations } = await fetchJson<{ conversations: { id: string }[] }>(
      parent,
      '/api/conversations',
    );
    const conversationId = conversations[0]?.id ?? '';
    // More than a page (30), below the limit of 30 a minute for each of them.
    for (let i = 1; i <= 20; i += 1) {
      expect(await post(parent, conversationId, `Parent line ${i}`)).toBe(201);
      expect(await post(nanny, conversationId, `Nanny line ${i}`)).toBe(201);
    }

    // At phone width: the newest page, scrolled to the newest message.
    await openConversation(nanny, parentName);
    await messageWith(nanny, parentName, 'Parent line 20').waitFor();
    expect(await messageWith(nanny, parentName, 'First of many.').count()).toBe(0);
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);
    const firstShown = threadWith(nanny, parentName).getByRole('listitem').first();
    const firstText = (await firstShown.locator('.message__text').innerText()).trim();
    // The older page is held back until the place of the first message shown is measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await nanny.route(
      (url) => url.searchParams.has('before'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await nanny.evaluate("document.querySelector('.message-thread').scrollTop = 0");
    await nanny.getByRole('button', { name: 'Loading older messages...' }).waitFor();
    const before = await topInThread(nanny, firstText);
    release();
    await messageWith(nanny, parentName, 'First of many.').waitFor();
    expect(Math.abs((await topInThread(nanny, firstText)) - before)).toBeLessThan(2);
    await nanny.getByRole('button', { name: 'Load older messages' }).waitFor({ state: 'detached' });

    // The parent blocks her (confirmed first); the nanny's compose box goes, live.
    await openConversation(parent, nannyName);
    await waitUntilLive(nanny);
    await parent.getByRole('button', { name: 'Block', exact: true }).click();
    await parent
      .getByRole('dialog', { name: `Block ${nannyName}?` })
      .getByRole('button', { name: 'Yes, block' })
      .click();
    await statusWith(parent, messageTexts.blocked).waitFor();
    await parent.getByRole('form', { name: 'Write a message' }).waitFor({ state: 'detached' });
    await nanny.getByText(messageTexts.cannotContact, { exact: true }).waitFor();
    await nanny.getByRole('form', { name: 'Write a message' }).waitFor({ state: 'detached' });

    // She unblocks; the nanny can write again, and it arrives.
    await parent.getByRole('button', { name: 'Unblock', exact: true }).first().click();
    await parent
      .getByRole('dialog', { name: `Unblock ${nannyName}?` })
      .getByRole('button', { name: 'Yes, unblock' })
      .click();
    await statusWith(parent, messageTexts.unblocked).waitFor();
    await sendMessage(nanny, parentName, 'Thanks for unblocking me.');
    await messageWith(parent, nannyName, 'Thanks for unblocking me.').waitFor();
  }, 240_000);
});
