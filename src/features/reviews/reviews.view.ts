import type { Selectable } from 'kysely';
import type { FamilyReviewsTable, NannyReviewsTable } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';
import { isRevealed, windowEndsAt, windowOpen } from '../../shared/reviews.js';
import type { SessionFacts } from './reviews.decider.js';
import type { reviewsOfSession, OperatorReviewRow } from './reviews.queries.js';
import type {
  FamilyReviewView,
  NannyReviewView,
  QueuedReview,
  SessionReviews,
} from './reviews.schemas.js';

type ParentRow = Selectable<NannyReviewsTable>;
type FamilyRow = Selectable<FamilyReviewsTable>;

/** The parent's review; `withNote` for its author and operators (her note is to the team). */
export function nannyReviewView(row: ParentRow, withNote: boolean): NannyReviewView {
  const hidden = row.decision === 'hidden';
  return {
    bookingId: row.booking_id,
    overall: row.overall,
    punctuality: row.punctuality,
    communication: row.communication,
    carePlan: row.care_plan,
    engagement: row.engagement,
    wouldBookAgain: row.would_book_again,
    comment: hidden || row.comment === '' ? null : row.comment,
    commentHidden: hidden,
    privateNote: withNote ? row.private_note : null,
    reply: row.reply,
    reviewedAt: row.reviewed_at.toISOString(),
    repliedAt: iso(row.replied_at),
  };
}

export const familyReviewView = (row: FamilyRow): FamilyReviewView => ({
  bookingId: row.booking_id,
  respectedTime: row.respected_time,
  describedNeeds: row.described_needs,
  privateNote: row.private_note,
  reviewedAt: row.reviewed_at.toISOString(),
});

type Rows = Awaited<ReturnType<typeof reviewsOfSession>>;

/**
 * A session's reviews as one party sees them: her own always; the other's only once revealed,
 * and then only the parent's (the family side reaches operators alone).
 */
export function sessionReviewsFor(
  role: 'parent' | 'nanny',
  rows: Rows,
  facts: SessionFacts,
  now: Date,
): SessionReviews {
  const { session, parent, nanny } = rows;
  const revealed =
    session?.revealed_at != null && isRevealed(now, session.revealed_at.toISOString());
  const mine = role === 'parent' ? parent : nanny;
  const endsAt = facts.confirmedAt === null ? null : windowEndsAt(facts.confirmedAt);
  const canReview =
    mine === undefined &&
    facts.status === 'confirmed' &&
    facts.charged !== false &&
    endsAt !== null &&
    windowOpen(now, endsAt);
  const parentShown = role === 'parent' || revealed ? parent : undefined;
  return {
    canReview,
    windowEndsAt: endsAt,
    revealed,
    parentReview: parentShown ? nannyReviewView(parentShown, role === 'parent') : null,
    familyReview: role === 'nanny' && nanny ? familyReviewView(nanny) : null,
    otherReviewed: revealed && (role === 'parent' ? nanny : parent) !== undefined,
    canReply:
      role === 'nanny' &&
      revealed &&
      parent !== undefined &&
      parent.comment !== '' &&
      parent.decision !== 'hidden' &&
      parent.reply === null,
  };
}

export function queuedReviewView(row: OperatorReviewRow, now: Date): QueuedReview {
  return {
    ...nannyReviewView(row, true),
    nannyId: row.nanny_id,
    parentId: row.parent_id,
    nannyName: row.nanny_name,
    parentName: row.parent_name,
    date: row.date,
    commentMasked: row.comment_masked,
    publishedComment: row.comment,
    incident: row.incident ?? false,
    revealed: row.revealed_at != null && isRevealed(now, row.revealed_at.toISOString()),
    decision: row.decision,
    hideReason: row.hide_reason,
    decidedAt: iso(row.decided_at),
  };
}
