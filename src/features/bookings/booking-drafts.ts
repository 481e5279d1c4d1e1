import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DESTROYED } from '../../infra/crypto/data-key-store.js';
import { decryptField, encryptField, type FieldPlace } from '../../infra/crypto/field-cipher.js';
import type { Database } from '../../infra/db/schema.js';
import { notFoundError, validationError } from '../../infra/domain/errors.js';
import { assertPlainText } from '../../infra/domain/plain-text.js';
import type { DataKeys } from '../../infra/event-store/personal-data.js';
import {
  childrenProblem,
  INVALID_DATE_MESSAGE,
  isCalendarDate,
  NOTE_MAX_LENGTH,
  NOTE_TOO_LONG_MESSAGE,
} from '../../shared/booking-times.js';
import { NOT_BOOKABLE_MESSAGE } from './booking-request.rules.js';
import { isBookable } from './bookings.queries.js';

// A parent's booking request kept while she saves a card on the provider's own page (Stripe
// Checkout), so that she finds it as she left it when she comes back. Not a fact of the business,
// so not an event: a form's pending state, hers alone, deleted once she sends it, with her
// account, or a day after it was kept. What she wrote is one value encrypted under her data key,
// bound to the draft's id, so another row's value cannot be moved onto it and her erasure makes
// it unreadable at once.

export const BOOKING_DRAFT_HOURS = 24;
export const DRAFT_NOT_FOUND_MESSAGE = 'Booking request not found. Please fill it in again.';
export const INVALID_TIME_MESSAGE = 'Please enter times as HH:MM.';

/** What the form held: the request as she would have sent it. */
export interface DraftChoice {
  date: string;
  startTime: string;
  endTime: string;
  children: number;
  childIds: string[];
  note: string;
}

type Db = Kysely<Database>;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const placeOf = (draftId: string): FieldPlace => ({
  streamId: `booking-draft-${draftId}`,
  eventType: 'BookingDraft',
  path: 'choice',
});

/** The draft's fields, checked as far as a draft can be: the request itself is checked when sent. */
export function checkDraft(choice: DraftChoice): void {
  if (!isCalendarDate(choice.date)) throw validationError(INVALID_DATE_MESSAGE);
  if (!TIME.test(choice.startTime) || !TIME.test(choice.endTime)) {
    throw validationError(INVALID_TIME_MESSAGE);
  }
  const children = childrenProblem(choice.children);
  if (children) throw validationError(children);
  if (choice.note.length > NOTE_MAX_LENGTH) throw validationError(NOTE_TOO_LONG_MESSAGE);
  assertPlainText([['Note', choice.note, 'text']]);
}

/** Keeps her draft (replacing any other of hers: one request waits at a time). */
export async function saveDraft(
  db: Db,
  keys: DataKeys,
  input: { parentId: string; nannyId: string; choice: DraftChoice; now: Date },
): Promise<{ draftId: string; expiresAt: string }> {
  checkDraft(input.choice);
  if (!(await isBookable(db, input.nannyId))) throw notFoundError(NOT_BOOKABLE_MESSAGE);
  const draftId = randomUUID();
  const expiresAt = new Date(input.now.getTime() + BOOKING_DRAFT_HOURS * 3_600_000);
  const { date, startTime, endTime, children, childIds, note } = input.choice;
  const plain = JSON.stringify({ date, startTime, endTime, children, childIds, note });
  await db.transaction().execute(async (trx) => {
    const key = (await keys.keysForWriting(trx, [input.parentId])).get(input.parentId)!;
    await trx.deleteFrom('booking_drafts').where('parent_id', '=', input.parentId).execute();
    await trx
      .insertInto('booking_drafts')
      .values({
        draft_id: draftId,
        parent_id: input.parentId,
        nanny_id: input.nannyId,
        sealed: encryptField(key, input.parentId, placeOf(draftId), plain),
        created_at: input.now,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { draftId, expiresAt: expiresAt.toISOString() };
}

/**
 * Her own draft, not expired, with the nanny's name; anyone else's, an expired one, one whose key
 * was destroyed, or an id never issued: not found, and nothing of it told.
 */
export async function draftOf(
  db: Db,
  keys: DataKeys,
  input: { parentId: string; draftId: string; now: Date },
) {
  const row = await db
    .selectFrom('booking_drafts as d')
    .innerJoin('bookable_nannies as n', 'n.nanny_id', 'd.nanny_id')
    .select(['d.draft_id', 'd.nanny_id', 'd.sealed', 'd.expires_at', 'n.full_name'])
    .where('d.draft_id', '=', input.draftId)
    .where('d.parent_id', '=', input.parentId)
    .where('d.expires_at', '>', input.now)
    .executeTakeFirst();
  if (!row) throw notFoundError(DRAFT_NOT_FOUND_MESSAGE);
  const key = (await keys.keysForReading(db, [input.parentId])).get(input.parentId);
  if (key === undefined || key === DESTROYED) throw notFoundError(DRAFT_NOT_FOUND_MESSAGE);
  const choice = JSON.parse(decryptField(key, row.sealed, placeOf(row.draft_id))) as DraftChoice;
  return {
    draftId: row.draft_id,
    nanny: { id: row.nanny_id, fullName: row.full_name },
    ...choice,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** Deletes her draft once sent (or abandoned); anyone else's is not found. */
export async function deleteDraft(db: Db, input: { parentId: string; draftId: string }) {
  const { numDeletedRows } = await db
    .deleteFrom('booking_drafts')
    .where('draft_id', '=', input.draftId)
    .where('parent_id', '=', input.parentId)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw notFoundError(DRAFT_NOT_FOUND_MESSAGE);
}

/** The drafts part of her copy of her data: requests she kept and has not sent, as she wrote them. */
export async function bookingDraftsExportPart(
  db: Db,
  keys: DataKeys | undefined,
  me: { accountId: string; role: string },
) {
  if (me.role !== 'parent' || !keys) return [];
  const rows = await db
    .selectFrom('booking_drafts')
    .select(['draft_id', 'nanny_id', 'sealed', 'created_at', 'expires_at'])
    .where('parent_id', '=', me.accountId)
    .orderBy('created_at')
    .execute();
  if (rows.length === 0) return [];
  const key = (await keys.keysForReading(db, [me.accountId])).get(me.accountId);
  if (key === undefined || key === DESTROYED) return [];
  return rows.map((row) => ({
    id: row.draft_id,
    nannyId: row.nanny_id,
    ...(JSON.parse(decryptField(key, row.sealed, placeOf(row.draft_id))) as DraftChoice),
    keptAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }));
}
