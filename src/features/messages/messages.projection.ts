import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import {
  defineProjection,
  everyOf,
  type ReadTableSpec,
  type RowOf,
  type TypedRows,
} from '../../infra/projections/define-projection.js';
import {
  conversationIdOf,
  MESSAGE_EVENT_TYPES,
  noteMessageIdOf,
  type MessageEvent,
} from './messages.events.js';

/** Booking facts a conversation needs, matched by event type name (no shared code). */
type BookingFact =
  | {
      type: 'BookingRequested';
      data: {
        bookingId: string;
        parentId: string;
        nannyId: string;
        note: string;
        createdAt: string;
      };
    }
  | { type: 'BookingAccepted'; data: { bookingId: string } };

const conversations: ReadTableSpec<'conversations'> = {
  name: 'conversations',
  key: ['conversation_id'],
};
const conversationBookings: ReadTableSpec<'conversation_bookings'> = {
  name: 'conversation_bookings',
  key: ['booking_id'],
};
const messages: ReadTableSpec<'conversation_messages'> = {
  name: 'conversation_messages',
  key: ['message_id'],
};
const reports: ReadTableSpec<'message_reports'> = { name: 'message_reports', key: ['report_id'] };

type Tables =
  'conversations' | 'conversation_bookings' | 'conversation_messages' | 'message_reports';

const STATUS_AFTER = { dismiss: 'dismissed', warn: 'warned', suspend: 'suspended' } as const;

/**
 * conversations (the list, unread counts, blocks, whether contacts are shared), their bookings,
 * conversation_messages (every message as typed) and message_reports (the Reports queue).
 */
export const messagesProjection = defineProjection<BookingFact | MessageEvent, Tables>({
  name: 'messages',
  tables: [conversations, conversationBookings, messages, reports],
  events: { BookingRequested: true, BookingAccepted: true, ...everyOf(MESSAGE_EVENT_TYPES) },
  fold: foldEvent,
});

const d = (instant: string) => new Date(instant);
const conversationKey = (conversationId: string) => ({ conversation_id: conversationId });

function foldEvent(
  event: RecordedEvent<BookingFact | MessageEvent>,
  rows: TypedRows<Tables>,
): void {
  switch (event.type) {
    case 'BookingRequested': {
      const e = event.data;
      const conversationId = conversationIdOf(e.parentId, e.nannyId);
      const opened = {
        conversation_id: conversationId,
        parent_id: e.parentId,
        nanny_id: e.nannyId,
        contacts_shared: false,
        blocked_by_parent: false,
        blocked_by_nanny: false,
        last_message_id: null,
        last_message_at: null,
        last_activity_at: d(e.createdAt),
        parent_sent: 0,
        nanny_sent: 0,
        parent_read: 0,
        nanny_read: 0,
        parent_read_seq: 0,
        nanny_read_seq: 0,
        opened_at: d(e.createdAt),
      };
      // Without a note nothing of an existing conversation changes: a blind insert-keep opens it
      // when new, sparing every such booking request a read inline. With a note, its counters
      // are needed. (A fold never reads back a row it upserted in the same event: it keeps the
      // row it knows.)
      const hasNote = e.note.trim() !== '';
      const known = hasNote
        ? rows.get('conversations', conversationKey(conversationId))
        : undefined;
      if (!known) rows.insert('conversations', opened, 'keep');
      const conversation = known ?? opened;
      rows.insert(
        'conversation_bookings',
        { booking_id: e.bookingId, conversation_id: conversationId },
        'keep',
      );
      // Its note, when there is one, is the parent's message.
      if (hasNote) {
        addMessage(rows, event.position, conversation, {
          conversationId,
          messageId: noteMessageIdOf(e.bookingId),
          senderId: e.parentId,
          text: e.note.trim(),
          sentAt: e.createdAt,
        });
      }
      return;
    }
    case 'BookingAccepted': {
      const link = rows.get('conversation_bookings', { booking_id: event.data.bookingId });
      if (!link) return;
      rows.update('conversations', conversationKey(String(link.conversation_id)), {
        contacts_shared: true,
      });
      return;
    }
    case 'MessageSent': {
      const conversation = rows.get('conversations', conversationKey(event.data.conversationId));
      if (conversation) addMessage(rows, event.position, conversation, event.data);
      return;
    }
    case 'MessagesRead':
      return foldRead(rows, event.data);
    case 'ContactBlocked':
    case 'ContactUnblocked': {
      const conversation = rows.get('conversations', conversationKey(event.data.conversationId));
      if (!conversation) return;
      const column =
        conversation.parent_id === event.data.blockerId ? 'blocked_by_parent' : 'blocked_by_nanny';
      rows.update('conversations', conversationKey(event.data.conversationId), {
        [column]: event.type === 'ContactBlocked',
      });
      return;
    }
    case 'MessageReported': {
      const e = event.data;
      rows.insert(
        'message_reports',
        {
          report_id: e.reportId,
          conversation_id: e.conversationId,
          message_id: e.messageId,
          reporter_id: e.reporterId,
          sender_id: e.senderId,
          reason: e.reason,
          status: 'open',
          reported_at: d(e.reportedAt),
          operator_id: null,
          decided_at: null,
        },
        'keep',
      );
      return;
    }
    case 'MessageReportDecided':
      rows.update(
        'message_reports',
        { report_id: event.data.reportId },
        {
          status: STATUS_AFTER[event.data.action],
          operator_id: event.data.operatorId,
          decided_at: d(event.data.decidedAt),
        },
      );
      return;
  }
}

interface NewMessage {
  conversationId: string;
  messageId: string;
  senderId: string;
  text: string;
  sentAt: string;
}

function addMessage(
  rows: TypedRows<Tables>,
  seq: number,
  conversation: Readonly<Partial<RowOf<'conversations'>>>,
  m: NewMessage,
): void {
  const key = conversationKey(m.conversationId);
  if (rows.get('conversation_messages', { message_id: m.messageId })) return;
  const byParent = conversation.parent_id === m.senderId;
  const parentSent = Number(conversation.parent_sent) + (byParent ? 1 : 0);
  const nannySent = Number(conversation.nanny_sent) + (byParent ? 0 : 1);
  rows.insert(
    'conversation_messages',
    {
      message_id: m.messageId,
      conversation_id: m.conversationId,
      seq,
      sender_id: m.senderId,
      text: m.text,
      sent_at: d(m.sentAt),
      parent_count: parentSent,
      nanny_count: nannySent,
    },
    'keep',
  );
  const patch: Partial<RowOf<'conversations'>> = {
    parent_sent: parentSent,
    nanny_sent: nannySent,
    last_message_id: m.messageId,
    last_message_at: d(m.sentAt),
    last_activity_at: d(m.sentAt),
  };
  // Writing is reading: everything before one's own message counts as read.
  if (byParent) {
    Object.assign(patch, { parent_read: Number(conversation.nanny_sent), parent_read_seq: seq });
  } else {
    Object.assign(patch, { nanny_read: Number(conversation.parent_sent), nanny_read_seq: seq });
  }
  rows.update('conversations', key, patch);
}

function foldRead(
  rows: TypedRows<Tables>,
  e: { conversationId: string; readerId: string; upToMessageId: string },
): void {
  const key = conversationKey(e.conversationId);
  const conversation = rows.get('conversations', key);
  const message = rows.get('conversation_messages', { message_id: e.upToMessageId });
  if (!conversation || !message || message.conversation_id !== e.conversationId) return;
  const seq = Number(message.seq);
  if (conversation.parent_id === e.readerId) {
    if (seq <= Number(conversation.parent_read_seq)) return;
    rows.update('conversations', key, {
      parent_read: Number(message.nanny_count),
      parent_read_seq: seq,
    });
  } else {
    if (seq <= Number(conversation.nanny_read_seq)) return;
    rows.update('conversations', key, {
      nanny_read: Number(message.parent_count),
      nanny_read_seq: seq,
    });
  }
}
