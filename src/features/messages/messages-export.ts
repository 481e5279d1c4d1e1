import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';
import { maskContactDetails } from '../../shared/contact-details.js';
import { partyConversations } from './messages.queries.js';

// The messages part of her copy of her data.

/** Her conversations as she reads them: the other's contact details stay masked as in the app. */
export async function conversationsExportPart(db: Kysely<Database>, me: DataSubject) {
  const conversations = await partyConversations(db, me.accountId).orderBy('c.opened_at').execute();
  // Every message of her conversations in one read, grouped by conversation.
  const ids = conversations.map((c) => c.conversation_id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('conversation_messages')
          .select(['conversation_id', 'sender_id', 'text', 'sent_at'])
          .where('conversation_id', 'in', ids)
          .orderBy('conversation_id')
          .orderBy('seq')
          .execute();
  const messagesOf = new Map<string, typeof rows>();
  for (const m of rows) {
    const held = messagesOf.get(m.conversation_id);
    if (held) held.push(m);
    else messagesOf.set(m.conversation_id, [m]);
  }
  return conversations.map((c) => {
    const asParent = c.parent_id === me.accountId;
    return {
      id: c.conversation_id,
      with: asParent
        ? { role: 'nanny', name: c.nanny_name }
        : { role: 'parent', name: c.parent_name },
      contactsShared: c.contacts_shared,
      blockedByMe: asParent ? c.blocked_by_parent : c.blocked_by_nanny,
      openedAt: iso(c.opened_at),
      messages: (messagesOf.get(c.conversation_id) ?? []).map((m) => {
        const fromMe = m.sender_id === me.accountId;
        return {
          fromMe,
          text: fromMe || c.contacts_shared ? m.text : maskContactDetails(m.text).text,
          sentAt: iso(m.sent_at),
        };
      }),
    };
  });
}

export async function messageReportsExportPart(db: Kysely<Database>, me: DataSubject) {
  const rows = await db
    .selectFrom('message_reports')
    .select(['conversation_id', 'message_id', 'reason', 'status', 'reported_at'])
    .where('reporter_id', '=', me.accountId)
    .orderBy('reported_at')
    .execute();
  return rows.map((r) => ({
    conversationId: r.conversation_id,
    messageId: r.message_id,
    reason: r.reason,
    status: r.status,
    reportedAt: iso(r.reported_at),
  }));
}
