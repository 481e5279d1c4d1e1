import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { bookingFacts } from '../bookings/bookings.reads.js';
import { ledgerLineFacts } from '../earnings/earnings.reads.js';

// Whether a parent still has a session to be charged, so her only card may not be removed
// (docs/product.md, Payments: Removing her card). Read from the bookings and the ledger as they
// stand; the card's removal is then decided on her card's stream.

/**
 * A booking of hers that will be charged once its hours are confirmed: a request awaiting the
 * nanny (its acceptance makes it one), an accepted session, hours recorded and not yet confirmed,
 * hours disputed and not yet settled.
 */
const CHARGEABLE_STATUSES = ['pending', 'accepted', 'completed', 'disputed'] as const;

/**
 * How long confirmed hours (or a late cancellation) with no charge attempt yet count as awaiting
 * their charge: the charge job runs within moments and retries for a few hours when the gateway
 * is down. A line older than this with no attempt was confirmed while payments were off, and is
 * never charged.
 */
export const CHARGE_AWAITED_MS = 24 * 60 * 60 * 1000;

export async function chargeDue(
  db: Kysely<Database>,
  parentId: string,
  now: Date,
): Promise<boolean> {
  const booking = await db
    .selectFrom(bookingFacts().as('b'))
    .select('b.booking_id')
    .where('b.parent_id', '=', parentId)
    .where('b.status', 'in', CHARGEABLE_STATUSES)
    .limit(1)
    .executeTakeFirst();
  if (booking) return true;
  const awaited = new Date(now.getTime() - CHARGE_AWAITED_MS);
  // Confirmed hours or late-cancellation pay not collected: failed (she pays it again), still
  // processing at the provider, or not tried yet.
  const line = await db
    .selectFrom(ledgerLineFacts().as('l'))
    .leftJoin('payment_charges as c', 'c.charge_id', 'l.line_id')
    .select('l.line_id')
    .where('l.parent_id', '=', parentId)
    .where((eb) =>
      eb.or([
        eb('c.status', 'in', ['failed', 'pending']),
        eb.and([eb('c.charge_id', 'is', null), eb('l.recorded_at', '>', awaited)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return line !== undefined;
}
