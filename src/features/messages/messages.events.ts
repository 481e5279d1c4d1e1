import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  eventTypeDefinitionsOf,
  eventTypeNamesOf,
  type EventUnionOf,
} from '../../infra/domain/event-union.js';
import { personal } from '../../infra/event-store/personal-data.js';

const Instant = Type.String();
const conversation = { conversationId: Type.String() };

/** A message as typed (trimmed); it is masked when shown, never when stored. */
const MessageSent = Type.Object({
  ...conversation,
  messageId: Type.String(),
  senderId: Type.String(),
  recipientId: Type.String(),
  text: personal(Type.String(), { owner: 'senderId' }),
  sentAt: Instant,
});
const MessagesRead = Type.Object({
  ...conversation,
  readerId: Type.String(),
  upToMessageId: Type.String(),
  readAt: Instant,
});
const ContactBlocked = Type.Object({
  ...conversation,
  blockerId: Type.String(),
  blockedId: Type.String(),
  blockedAt: Instant,
});
const ContactUnblocked = Type.Object({
  ...conversation,
  blockerId: Type.String(),
  blockedId: Type.String(),
  unblockedAt: Instant,
});
const MessageReported = Type.Object({
  ...conversation,
  reportId: Type.String(),
  messageId: Type.String(),
  reporterId: Type.String(),
  senderId: Type.String(),
  reason: personal(Type.String(), { owner: 'reporterId' }),
  reportedAt: Instant,
});
const MessageReportDecided = Type.Object({
  ...conversation,
  reportId: Type.String(),
  senderId: Type.String(),
  action: Type.Union([Type.Literal('dismiss'), Type.Literal('warn'), Type.Literal('suspend')]),
  operatorId: Type.String(),
  decidedAt: Instant,
});

const schemas = {
  MessageSent,
  MessagesRead,
  ContactBlocked,
  ContactUnblocked,
  MessageReported,
  MessageReportDecided,
};
export type MessageEvent = EventUnionOf<typeof schemas>;

export const MESSAGE_EVENT_TYPES = eventTypeNamesOf(schemas);
export const messageEventTypes = eventTypeDefinitionsOf(schemas);

const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** One conversation per parent–nanny pair: its id is derived from both. */
export const conversationIdOf = (parentId: string, nannyId: string) =>
  hashed(`conversation:${parentId}:${nannyId}`);
export const conversationStreamId = (conversationId: string) => `conversation-${conversationId}`;
/** A resent message (same sender, same idempotency key) is the same message. */
export const messageIdOf = (conversationId: string, senderId: string, idempotencyKey: string) =>
  hashed(`message:${conversationId}:${senderId}:${idempotencyKey}`);
/** The note of a booking request is the first message of its conversation. */
export const noteMessageIdOf = (bookingId: string) => hashed(`note:${bookingId}`);
/** Only the receiver may report a message, once: one report per message. */
export const reportIdOf = (messageId: string) => hashed(`report:${messageId}`);
