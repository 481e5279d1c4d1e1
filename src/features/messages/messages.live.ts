import type { LiveMapper, RoutedMessage } from '../../infra/live/live-messages.js';
import { conversationIdOf, type MessageEvent } from './messages.events.js';

type BookingFact =
  | { type: 'BookingRequested'; data: { parentId: string; nannyId: string } }
  | { type: 'BookingAccepted'; data: { bookingId: string } };

/**
 * A conversation's events go to its two parties only (a read only to the other one); reports
 * go to operators. Nobody else hears of a conversation.
 */
export const messagesLiveMapper: LiveMapper = async (recorded, db) => {
  const event = recorded as unknown as MessageEvent | BookingFact;
  const position = recorded.position;
  const partiesOf = async (conversationId: string) => {
    const row = await db
      .selectFrom('conversations')
      .select(['parent_id', 'nanny_id'])
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    return row ? [row.parent_id, row.nanny_id] : [];
  };
  const changed = (conversationId: string, accountIds: string[]): RoutedMessage[] =>
    accountIds.length === 0
      ? []
      : [
          {
            message: { type: 'conversation.changed', position, conversationId },
            to: { accountIds },
          },
        ];
  switch (event.type) {
    case 'BookingRequested': {
      const { parentId, nannyId } = event.data;
      return changed(conversationIdOf(parentId, nannyId), [parentId, nannyId]);
    }
    case 'BookingAccepted': {
      if (recorded.streamType !== 'booking') return [];
      const link = await db
        .selectFrom('conversation_bookings')
        .select('conversation_id')
        .where('booking_id', '=', event.data.bookingId)
        .executeTakeFirst();
      if (!link) return [];
      return changed(link.conversation_id, await partiesOf(link.conversation_id));
    }
    case 'MessageSent': {
      const { conversationId, messageId, senderId, recipientId } = event.data;
      return [
        {
          message: { type: 'message.received', position, conversationId, messageId },
          to: { accountIds: [senderId, recipientId] },
        },
      ];
    }
    case 'MessagesRead': {
      const { conversationId, readerId } = event.data;
      const others = (await partiesOf(conversationId)).filter((id) => id !== readerId);
      if (others.length === 0) return [];
      return [
        {
          message: { type: 'conversation.read', position, conversationId, readerId },
          to: { accountIds: others },
        },
      ];
    }
    case 'ContactBlocked':
    case 'ContactUnblocked':
      return changed(event.data.conversationId, [event.data.blockerId, event.data.blockedId]);
    case 'MessageReported':
    case 'MessageReportDecided':
      return [
        {
          message: { type: 'message-reports.changed', position, reportId: event.data.reportId },
          to: { roles: ['operator'] },
        },
      ];
    default:
      return [];
  }
};
