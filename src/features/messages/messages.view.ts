import { Type } from '@sinclair/typebox';
import { shownToOther } from '../../shared/contact-details.js';
import {
  type ConversationPerson,
  type ConversationSummary,
  type MessageRole,
  type MessageView,
} from '../../shared/messages.js';
import {
  nannyProfilePhotoUrl,
  parentProfilePhotoUrl,
} from '../../infra/storage/profile-photo-urls.js';
import type { ConversationRow, MessageRow } from './messages.queries.js';

// Response schemas mirroring src/shared/messages.ts (the contract the web app reads).
const Str = () => Type.String();
const Nullable = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);
const Role = Type.Union([Type.Literal('parent'), Type.Literal('nanny')]);

export const PersonSchema = Type.Object({
  id: Str(),
  name: Str(),
  photoUrl: Nullable(Str()),
  role: Role,
});
export const MessageViewSchema = Type.Object({
  id: Str(),
  conversationId: Str(),
  senderId: Str(),
  fromMe: Type.Boolean(),
  text: Str(),
  masked: Type.Boolean(),
  sentAt: Str(),
  seen: Type.Boolean(),
});
export const ConversationSummarySchema = Type.Object({
  id: Str(),
  other: PersonSchema,
  lastMessage: Type.Union([
    Type.Object({
      text: Str(),
      masked: Type.Boolean(),
      fromMe: Type.Boolean(),
      sentAt: Str(),
    }),
    Type.Null(),
  ]),
  unreadCount: Type.Integer(),
  lastActivityAt: Str(),
  canMessage: Type.Boolean(),
  blockedByMe: Type.Boolean(),
  contactsShared: Type.Boolean(),
});
const ReportStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('dismissed'),
  Type.Literal('warned'),
  Type.Literal('suspended'),
]);
export const ReportViewSchema = Type.Object({
  id: Str(),
  conversationId: Str(),
  messageId: Str(),
  reason: Str(),
  reportedAt: Str(),
  status: ReportStatus,
  reporter: PersonSchema,
  sender: PersonSchema,
  messageText: Str(),
  decidedAt: Nullable(Str()),
});

export interface Viewer {
  accountId: string;
  role: MessageRole;
}

/**
 * A person of a conversation: name, and photo when she has one and the viewer may see it (the
 * file routes' rules: an operator always; the other party only as those routes allow, so no
 * address is handed out that would answer 404).
 */
export function personOf(
  row: ConversationRow,
  role: MessageRole,
  viewer: 'operator' | 'other party',
): ConversationPerson {
  const mayShow =
    viewer === 'operator' ||
    (role === 'nanny' ? Boolean(row.nanny_listed) : Boolean(row.family_visible));
  if (role === 'nanny') {
    return {
      id: row.nanny_id,
      name: row.nanny_name ?? '',
      photoUrl: mayShow ? nannyProfilePhotoUrl(row.nanny_id, row.nanny_photo_version) : null,
      role,
    };
  }
  const photo = row.parent_photo;
  return {
    id: row.parent_id,
    name: row.parent_name ?? '',
    photoUrl: mayShow ? parentProfilePhotoUrl(row.parent_id, photo) : null,
    role,
  };
}

export function conversationSummary(row: ConversationRow, viewer: Viewer): ConversationSummary {
  const asParent = viewer.role === 'parent';
  const unread = asParent ? row.nanny_sent - row.parent_read : row.parent_sent - row.nanny_read;
  return {
    id: row.conversation_id,
    other: personOf(row, asParent ? 'nanny' : 'parent', 'other party'),
    lastMessage:
      row.last_text !== null && row.last_message_at !== null
        ? {
            ...shownToOther(row.last_text, row.contacts_shared),
            fromMe: row.last_sender_id === viewer.accountId,
            sentAt: row.last_message_at.toISOString(),
          }
        : null,
    unreadCount: Math.max(0, unread),
    lastActivityAt: row.last_activity_at.toISOString(),
    canMessage: !row.blocked_by_parent && !row.blocked_by_nanny,
    blockedByMe: asParent ? row.blocked_by_parent : row.blocked_by_nanny,
    contactsShared: row.contacts_shared,
  };
}

export function messageView(
  message: MessageRow,
  conversation: ConversationRow,
  viewer: Viewer,
): MessageView {
  const fromMe = message.sender_id === viewer.accountId;
  const otherReadSeq =
    viewer.role === 'parent' ? conversation.nanny_read_seq : conversation.parent_read_seq;
  return {
    id: message.message_id,
    conversationId: message.conversation_id,
    senderId: message.sender_id,
    fromMe,
    ...shownToOther(message.text, conversation.contacts_shared),
    sentAt: message.sent_at.toISOString(),
    seen: fromMe && Number(otherReadSeq) >= Number(message.seq),
  };
}
