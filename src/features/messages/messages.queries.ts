import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { validationError } from '../../infra/domain/errors.js';
import { FAMILY_VISIBLE_STATUSES } from '../../shared/booking-times.js';
import { MESSAGE_PAGE_SIZE, moderationTexts } from '../../shared/messages.js';
import { accountFacts } from '../accounts/accounts.reads.js';
import { bookingFacts } from '../bookings/bookings.reads.js';
import { parentProfileFacts } from '../parents/parents.reads.js';
import { directoryFacts } from '../search/directory.reads.js';

/** Conversations with the names and photos of both people and the last message as typed. */
export function conversationRows(db: Kysely<Database>) {
  return db
    .selectFrom('conversations as c')
    .leftJoin('conversation_messages as m', 'm.message_id', 'c.last_message_id')
    .leftJoin(accountFacts().as('pa'), 'pa.id', 'c.parent_id')
    .leftJoin(accountFacts().as('na'), 'na.id', 'c.nanny_id')
    .leftJoin(parentProfileFacts().as('p'), 'p.parent_id', 'c.parent_id')
    .leftJoin(directoryFacts().as('d'), 'd.nanny_id', 'c.nanny_id')
    .selectAll('c')
    .select((eb) => [
      'm.text as last_text',
      'm.sender_id as last_sender_id',
      eb.fn.coalesce('p.full_name', 'pa.full_name').as('parent_name'),
      'na.full_name as nanny_name',
      'p.profile_photo as parent_photo',
      'd.photo_version as nanny_photo_version',
      // Who may see whose photo, as the file routes decide it: parents see listed nannies'
      // photos; a nanny sees a family's while one of their bookings keeps it visible.
      eb.fn.coalesce('d.listed', eb.val(false)).as('nanny_listed'),
      eb
        .exists(
          eb
            .selectFrom(bookingFacts().as('b'))
            .select('b.booking_id')
            .whereRef('b.parent_id', '=', 'c.parent_id')
            .whereRef('b.nanny_id', '=', 'c.nanny_id')
            .where('b.status', 'in', FAMILY_VISIBLE_STATUSES),
        )
        .as('family_visible'),
    ]);
}
export type ConversationRow = Awaited<
  ReturnType<ReturnType<typeof conversationRows>['execute']>
>[number];

export function messageRows(db: Kysely<Database>) {
  return db.selectFrom('conversation_messages').selectAll();
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

/** The conversations this account is one of the two people of, as conversationRows reads them. */
export function partyConversations(db: Kysely<Database>, accountId: string) {
  return conversationRows(db).where((eb) =>
    eb.or([eb('c.parent_id', '=', accountId), eb('c.nanny_id', '=', accountId)]),
  );
}

/** The conversation if this account is one of its two people; otherwise nothing. */
export async function partyConversation(
  db: Kysely<Database>,
  conversationId: string,
  accountId: string,
): Promise<ConversationRow | undefined> {
  return partyConversations(db, accountId)
    .where('c.conversation_id', '=', conversationId)
    .executeTakeFirst();
}

/** Whether the account bears this mark: the time it was suspended, or erased, is set. */
async function hasAccountMark(
  db: Kysely<Database>,
  accountId: string,
  mark: 'suspended_at' | 'erased_at',
): Promise<boolean> {
  const row = await db
    .selectFrom(accountFacts().as('a'))
    .select(mark)
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.[mark] != null;
}

export const isSuspended = (db: Kysely<Database>, accountId: string) =>
  hasAccountMark(db, accountId, 'suspended_at');

export const isErased = (db: Kysely<Database>, accountId: string) =>
  hasAccountMark(db, accountId, 'erased_at');

/** A page of a conversation, newest first when read, returned oldest first. */
export async function messagePage(
  db: Kysely<Database>,
  conversationId: string,
  before: number | null,
): Promise<{ messages: MessageRow[]; olderCursor: string | null }> {
  let query = messageRows(db)
    .where('conversation_id', '=', conversationId)
    .orderBy('seq', 'desc')
    .limit(MESSAGE_PAGE_SIZE + 1);
  if (before !== null) query = query.where('seq', '<', before);
  const rows = await query.execute();
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
  const older = rows.length > MESSAGE_PAGE_SIZE && page[0];
  return {
    messages: page,
    olderCursor: older ? encodeMessageCursor(conversationId, Number(older.seq)) : null,
  };
}

// The cursor names the conversation and the oldest message shown, with a check so that an
// edited or made-up one is refused rather than read as some other place in some other talk.
const checkOf = (conversationId: string, seq: number) =>
  createHash('sha256').update(`messages:${conversationId}:${seq}`).digest('base64url').slice(0, 12);

export const encodeMessageCursor = (conversationId: string, seq: number) =>
  Buffer.from(JSON.stringify([1, seq, checkOf(conversationId, seq)])).toString('base64url');

/** The position a cursor pages before; a garbled or forged one is a 400. */
export function decodeMessageCursor(conversationId: string, cursor: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw validationError(moderationTexts.badCursor);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== 1 ||
    !Number.isSafeInteger(parsed[1]) ||
    (parsed[1] as number) < 1 ||
    parsed[2] !== checkOf(conversationId, parsed[1] as number)
  ) {
    throw validationError(moderationTexts.badCursor);
  }
  return parsed[1] as number;
}

/** Whether each booking's conversation has its contact details shared (absent: none opened). */
export async function contactsSharedFor(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, boolean>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_bookings as cb')
    .innerJoin('conversations as c', 'c.conversation_id', 'cb.conversation_id')
    .select(['cb.booking_id', 'c.contacts_shared'])
    .where('cb.booking_id', 'in', bookingIds)
    .execute();
  return new Map(rows.map((row) => [row.booking_id, row.contacts_shared]));
}
