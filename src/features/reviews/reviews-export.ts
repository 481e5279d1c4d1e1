import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import { familyReviewView, nannyReviewView } from './reviews.view.js';

// The reviews part of her copy of her data: what she wrote (with her notes to the team) and,
// for a nanny, the reviews of her that families can read, with her replies.

export async function reviewsExportPart(db: Kysely<Database>, me: DataSubject, now: Date) {
  if (me.role === 'parent') {
    const rows = await db
      .selectFrom('nanny_reviews')
      .selectAll()
      .where('parent_id', '=', me.accountId)
      .orderBy('reviewed_at')
      .execute();
    return { written: rows.map((row) => nannyReviewView(row, true)), ofMe: [] };
  }
  if (me.role !== 'nanny') return { written: [], ofMe: [] };
  const written = await db
    .selectFrom('family_reviews')
    .selectAll()
    .where('nanny_id', '=', me.accountId)
    .orderBy('reviewed_at')
    .execute();
  const ofMe = await db
    .selectFrom('nanny_reviews as r')
    .innerJoin('review_sessions as s', 's.booking_id', 'r.booking_id')
    .selectAll('r')
    .where('r.nanny_id', '=', me.accountId)
    .where('s.revealed_at', '<=', now)
    .orderBy('r.reviewed_at')
    .execute();
  return {
    written: written.map(familyReviewView),
    ofMe: ofMe.map((row) => nannyReviewView(row, false)),
  };
}
