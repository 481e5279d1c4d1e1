import { screen, within } from '@testing-library/react';
import { HIDDEN_CONTACT } from '@shared/contact-details';
import { messageTexts } from '@shared/messages';
import type { ConversationSummary, MessageView } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { network } from '../../testing/fake-network';
import { answerParentDashboard, parentProfile } from '../../testing/fixtures';
import { fill, findStatus, renderScreen, sessionUser } from '../../testing/render';

// The Messages tab as a parent reads it: the thread as typed, hidden contact details, "Seen",
// reporting and blocking (dialogs that keep focus and give it back), and a refused message.
// Masking, limits and who may write are the server's (messages int tests); the browser journey
// sends messages between a parent and a nanny, live.

const nannyName = 'Mia Messages';

function summary(changes: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c1',
    other: { id: 'nanny-1', name: nannyName, photoUrl: null, role: 'nanny' },
    lastMessage: null,
    lastActivityAt: '2031-06-16T12:00:00.000Z',
    unreadCount: 0,
    canMessage: true,
    blockedByMe: false,
    contactsShared: false,
    ...changes,
  };
}

let sequence = 0;
function message(text: string, changes: Partial<MessageView> = {}): MessageView {
  sequence += 1;
  return {
    id: `m${sequence}`,
    conversationId: 'c1',
    senderId: 'nanny-1',
    fromMe: false,
    text,
    masked: false,
    seen: false,
    sentAt: '2031-06-16T12:00:00.000Z',
    ...changes,
  };
}

/** The parent's dashboard on the Messages tab, with one conversation holding `messages`. */
async function openConversation(
  messages: MessageView[],
  changes: Partial<ConversationSummary> = {},
  beforeOpen: () => void = () => {},
) {
  const conversation = summary(changes);
  answerParentDashboard(parentProfile());
  network().on('GET', '/api/account/access-log', { json: { entries: [], next: null } });
  // Once she has read it, the server counts it read.
  network().on('GET', '/api/conversations', () => {
    const read = network().sent('POST', '/api/conversations/{conversationId}/read').length > 0;
    const unreadCount = read ? 0 : conversation.unreadCount;
    return {
      json: { conversations: [{ ...conversation, unreadCount }], unreadTotal: unreadCount },
    };
  });
  network().on('GET', '/api/conversations/{conversationId}/messages', {
    json: { conversation, messages, olderCursor: null },
  });
  network().on('POST', '/api/conversations/{conversationId}/read', { json: {} });
  const view = renderScreen(<AppRoutes />, {
    path: '/parent-dashboard?tab=messages',
    session: sessionUser('parent', { id: 'parent-1' }),
  });
  const list = await screen.findByRole('region', { name: 'Conversations' });
  beforeOpen();
  await view.user.click(within(list).getByRole('button', { name: new RegExp(nannyName) }));
  const thread = await screen.findByRole('list', { name: `Messages with ${nannyName}` });
  return { ...view, thread };
}

describe('a conversation', () => {
  it('shows each message as typed, never as HTML, with hidden contact details and "Seen"', async () => {
    const markup = 'Thanks for unblocking me. <b>Really</b> <img src=x onerror=alert(1)>';
    const { thread } = await openConversation([
      message('Sam loves trains.\nHe naps at 1:30 PM.', { fromMe: true, senderId: 'parent-1' }),
      message(`Hi! Call me at ${HIDDEN_CONTACT} any time.`, { masked: true }),
      message(markup),
      message('See you then.', { fromMe: true, senderId: 'parent-1', seen: true }),
    ]);
    const items = within(thread).getAllByRole('listitem');
    const textOf = (item: HTMLElement) => item.querySelector('.message__text')?.textContent;
    expect(textOf(items[0]!)).toBe('Sam loves trains.\nHe naps at 1:30 PM.');
    expect(within(items[1]!).getByText(messageTexts.contactsHidden)).toBeDefined();
    expect(textOf(items[2]!)).toBe(markup);
    expect(items[2]!.querySelectorAll('b, img')).toHaveLength(0);
    // "Seen" goes under her last message only.
    expect(within(items[3]!).getByText(messageTexts.seen)).toBeDefined();
    expect(within(thread).getAllByText(messageTexts.seen)).toHaveLength(1);
  });

  it('reads an unread conversation once it is open, and the badge goes', async () => {
    const badge = () => screen.getByRole('tab', { name: /^Messages/ }).textContent;
    const { thread } = await openConversation(
      [message('Looking forward to meeting Sam.')],
      { unreadCount: 1 },
      () => expect(badge()).toBe('Messages1, 1 unread'),
    );
    expect(within(thread).getByText('Looking forward to meeting Sam.')).toBeDefined();
    await expect.poll(() => network().sent('POST', '/api/conversations/c1/read').length).toBe(1);
    await expect.poll(badge).toBe('Messages');
  });

  it('asks why a message is reported, keeping focus inside, then gives it back to Report', async () => {
    network().on('POST', '/api/conversations/{conversationId}/messages/{messageId}/report', {
      status: 201,
      json: { message: messageTexts.reportSent },
    });
    const rude = message('Reply faster next time or else.');
    const { user, thread } = await openConversation([rude]);
    const report = within(thread).getByRole('button', { name: 'Report' });
    await user.click(report);
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await findStatus(dialog, messageTexts.reportReasonMissing);
    await fill(user, within(dialog).getByLabelText('Why are you reporting it?'), 'A threat.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await findStatus(screen.getByRole('tabpanel', { name: 'Messages' }), messageTexts.reportSent);
    expect(document.activeElement).toBe(report);
    expect(
      network().sent('POST', `/api/conversations/c1/messages/${rude.id}/report`)[0]?.body,
    ).toEqual({ reason: 'A threat.' });
  });

  it('blocks after asking (Escape gives focus back to Block), then unblocks', async () => {
    const { user } = await openConversation([message('Hello.')]);
    const pane = () => screen.getByRole('region', { name: `Messages with ${nannyName}` });
    const block = within(pane()).getByRole('button', { name: 'Block' });
    await user.click(block);
    expect(screen.getByRole('dialog', { name: `Block ${nannyName}?` })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(block);
    expect(network().sent('POST', '/api/conversations/c1/block')).toEqual([]);

    const blocked = summary({ canMessage: false, blockedByMe: true });
    network().on('POST', '/api/conversations/{conversationId}/block', { json: {} });
    network().on('GET', '/api/conversations/{conversationId}/messages', {
      json: { conversation: blocked, messages: [message('Hello.')], olderCursor: null },
    });
    await user.click(block);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, block' }),
    );
    await findStatus(pane(), messageTexts.blocked);
    await expect.poll(() => screen.queryByRole('form', { name: 'Write a message' })).toBeNull();

    network().on('DELETE', '/api/conversations/{conversationId}/block', { json: {} });
    network().on('GET', '/api/conversations/{conversationId}/messages', {
      json: { conversation: summary(), messages: [message('Hello.')], olderCursor: null },
    });
    await user.click(within(pane()).getAllByRole('button', { name: 'Unblock' })[0]!);
    const unblock = screen.getByRole('dialog', { name: `Unblock ${nannyName}?` });
    await user.click(within(unblock).getByRole('button', { name: 'Yes, unblock' }));
    await findStatus(pane(), messageTexts.unblocked);
    await screen.findByRole('form', { name: 'Write a message' });
  });

  it('says she can no longer write when the other person blocked her', async () => {
    await openConversation([message('Hello.')], { canMessage: false, blockedByMe: false });
    expect(screen.getByText(messageTexts.cannotContact)).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Write a message' })).toBeNull();
  });

  it('says how long to wait when she writes too fast, keeping what she wrote', async () => {
    const wait =
      'You are sending messages too quickly (at most 30 a minute). Please wait 42 seconds and try again.';
    network().on('POST', '/api/conversations/{conversationId}/messages', {
      status: 429,
      json: { code: 'rate_limited', message: wait },
    });
    const { user } = await openConversation([message('Hello.')]);
    const compose = screen.getByRole('form', { name: 'Write a message' });
    await fill(user, within(compose).getByLabelText(`Message to ${nannyName}`), 'One too many.');
    await user.click(within(compose).getByRole('button', { name: 'Send' }));
    await findStatus(compose, `Your message was not sent. ${wait}`);
    expect(
      within(compose).getByLabelText<HTMLTextAreaElement>(`Message to ${nannyName}`).value,
    ).toBe('One too many.');
  });
});
