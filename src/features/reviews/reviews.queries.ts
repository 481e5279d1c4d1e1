import { sql, type Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { bookingFacts } from '../bookings/bookings.reads.js';

type Db = Kysely<Database>;

/** A session's review rows: the parent's, the nanny's, and when they are shown. */
export async function reviewsOfSession(db: Db, bookingId: string) {
  const [session, parent, nanny] = await Promise.all([
    db
      .selectFrom('review_sessions')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirst(),
    db
      .selectFrom('nanny_reviews')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirst(),
    db
      .selectFrom('family_reviews')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirst(),
  ]);
  return { session, parent, nanny };
}

/** Her reviews families may read: shown (revealed at `now`), newest first. */
export async function shownReviewsOf(db: Db, nannyId: string, now: Date) {
  return db
    .selectFrom('nanny_reviews as r')
    .innerJoin('review_sessions as s', 's.booking_id', 'r.booking_id')
    .selectAll('r')
    .where('r.nanny_id', '=', nannyId)
    .where('s.revealed_at', '<=', now)
    .orderBy('r.reviewed_at', 'desc')
    .orderBy('r.booking_id')
    .execute();
}

/** Families who booked her more than once (sessions accepted, not cancelled). */
export async function repeatFamilies(db: Db, nannyId: string): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom(bookingFacts().as('b'))
        .select('parent_id')
        .where('nanny_id', '=', nannyId)
        .where('status', 'in', ['accepted', 'completed', 'disputed', 'confirmed'])
        .groupBy('parent_id')
        .having(sql`count(*)`, '>=', 2)
        .as('repeat'),
    )
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sessions she accepted (whatever became of them; a cancelled one was accepted if she answered
 * it) and those she cancelled herself.
 */
export async function acceptedAndCancelled(db: Db, nannyId: string) {
  const row = await db
    .selectFrom(bookingFacts().as('b'))
    .select([
      sql<string>`count(*) filter (where status in ('accepted', 'completed', 'disputed', 'confirmed', 'no_show') or (status = 'cancelled' and responded_at is not null))`.as(
        'accepted',
      ),
      sql<string>`count(*) filter (where status = 'cancelled' and cancelled_by = 'nanny')`.as(
        'cancelled',
      ),
    ])
    .where('nanny_id', '=', nannyId)
    .executeTakeFirstOrThrow();
  return { accepted: Number(row.accepted), cancelledByHer: Number(row.cancelled) };
}

/**
 * The operators' Reviews queue: undecided reviews of 3 stars or less, on a session with an
 * incident report, or whose comment had contact details or a child's name hidden (oldest
 * first); or the decided ones, newest first.
 */
const queueRows = (db: Db) =>
  db
    .selectFrom('nanny_reviews as r')
    .leftJoin('review_sessions as s', 's.booking_id', 'r.booking_id')
    .leftJoin(bookingFacts().as('b'), 'b.booking_id', 'r.booking_id')
    .selectAll('r')
    .select(['s.incident', 's.revealed_at', 'b.nanny_name', 'b.parent_name', 'b.date']);

export async function operatorReviews(db: Db, status: 'open' | 'decided') {
  const query =
    status === 'open'
      ? queueRows(db)
          .where('r.decided_at', 'is', null)
          .where((eb) =>
            eb.or([
              eb('r.overall', '<=', 3),
              eb('s.incident', '=', true),
              eb('r.comment_masked', '=', true),
            ]),
          )
          .orderBy('r.reviewed_at')
      : queueRows(db).where('r.decided_at', 'is not', null).orderBy('r.decided_at', 'desc');
  return query.orderBy('r.booking_id').limit(200).execute();
}

/** One review as the queue shows it. */
export const queuedReview = (db: Db, bookingId: string) =>
  queueRows(db).where('r.booking_id', '=', bookingId).executeTakeFirst();

export type OperatorReviewRow = Awaited<ReturnType<typeof operatorReviews>>[number];

/** The family side, for operators only: how many nannies answered yes to each, and their notes. */
export async function familyReviewsOf(db: Db, parentId: string) {
  return db
    .selectFrom('family_reviews')
    .selectAll()
    .where('parent_id', '=', parentId)
    .orderBy('reviewed_at', 'desc')
    .execute();
}
