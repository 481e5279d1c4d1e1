import {
  conversationIdOf,
  conversationStreamId,
  reportIdOf,
} from '../../src/features/messages/messages.events.js';
import type { HistoryAppend } from './product-history.js';

/**
 * Messages: the parent and the nanny of the history write to each other (their conversation
 * opened with the parent's first booking request), the parent reads, reports a message which an
 * operator decides, and blocks then unblocks the nanny.
 */
export function messageHistory(who: {
  nanny: string;
  parent: string;
  operator: string;
}): HistoryAppend {
  const conversationId = conversationIdOf(who.parent, who.nanny);
  const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 9, minute)).toISOString();
  const c = { conversationId };
  const fromNanny = 'a'.repeat(30) + '01';
  const fromParent = 'a'.repeat(30) + '02';
  const reportId = reportIdOf(fromNanny);
  return [
    { id: conversationStreamId(conversationId), type: 'conversation' },
    [
      {
        type: 'MessageSent',
        data: {
          ...c,
          messageId: fromNanny,
          senderId: who.nanny,
          recipientId: who.parent,
          text: 'Hi! What are his meltdown triggers?',
          sentAt: at(0),
        },
      },
      {
        type: 'MessageSent',
        data: {
          ...c,
          messageId: fromParent,
          senderId: who.parent,
          recipientId: who.nanny,
          text: 'Loud hand dryers.\nCall me: 555-123-4567',
          sentAt: at(1),
        },
      },
      {
        type: 'MessagesRead',
        data: { ...c, readerId: who.nanny, upToMessageId: fromParent, readAt: at(2) },
      },
      {
        type: 'MessageReported',
        data: {
          ...c,
          reportId,
          messageId: fromNanny,
          reporterId: who.parent,
          senderId: who.nanny,
          reason: 'Testing the queue.',
          reportedAt: at(3),
        },
      },
      {
        type: 'MessageReportDecided',
        data: {
          ...c,
          reportId,
          senderId: who.nanny,
          action: 'dismiss',
          operatorId: who.operator,
          decidedAt: at(4),
        },
      },
      {
        type: 'ContactBlocked',
        data: { ...c, blockerId: who.parent, blockedId: who.nanny, blockedAt: at(5) },
      },
      {
        type: 'ContactUnblocked',
        data: { ...c, blockerId: who.parent, blockedId: who.nanny, unblockedAt: at(6) },
      },
    ],
  ];
}
