import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import { defineProjection, everyOf, readTable } from '../../infra/projections/index.js';
import type { TypedRows } from '../../infra/projections/index.js';
import { revealedAt } from '../../shared/reviews.js';
import { REVIEW_EVENT_TYPES, type ReviewEvent } from './reviews.events.js';

/** A session's key and its two parties, as every event here names them. */
type SessionParties = { bookingId: string; nannyId: string; parentId: string };

/** An incident report on a session (the incidents feature's event, matched by type name). */
type IncidentFact = { type: 'IncidentReported'; data: SessionParties };

const sessions = readTable('review_sessions', { key: ['booking_id'] });
const nannyReviews = readTable('nanny_reviews', { key: ['booking_id'] });
const familyReviews = readTable('family_reviews', { key: ['booking_id'] });
type Tables = 'review_sessions' | 'nanny_reviews' | 'family_reviews';

/** review_sessions (when a session's reviews are shown), nanny_reviews, family_reviews. */
export const reviewsProjection = defineProjection<ReviewEvent | IncidentFact, Tables>({
  name: 'reviews',
  tables: [sessions, nannyReviews, familyReviews],
  events: { IncidentReported: true, ...everyOf(REVIEW_EVENT_TYPES) },
  fold: foldEvent,
});

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The session's key and its two parties: the first columns of each of the three tables. */
const sessionParties = (d: SessionParties) => ({
  booking_id: d.bookingId,
  nanny_id: d.nannyId,
  parent_id: d.parentId,
});

/**
 * The session's row after one side's review: its reveal worked out from this review's time and
 * the other side's (read before this review's own row is written).
 */
function sessionAfterReview(
  rows: TypedRows<Tables>,
  side: 'parent' | 'nanny',
  data: SessionParties & { windowEndsAt: string; reviewedAt: string },
) {
  const key = { booking_id: data.bookingId };
  const other = iso(
    side === 'parent'
      ? rows.get('family_reviews', key)?.reviewed_at
      : rows.get('nanny_reviews', key)?.reviewed_at,
  );
  const at = revealedAt({
    windowEndsAt: data.windowEndsAt,
    parentAt: side === 'parent' ? data.reviewedAt : other,
    nannyAt: side === 'nanny' ? data.reviewedAt : other,
  });
  const row = {
    ...sessionParties(data),
    incident: rows.get('review_sessions', key)?.incident ?? false,
    window_ends_at: new Date(data.windowEndsAt),
    revealed_at: new Date(at),
  };
  rows.insert('review_sessions', row, ['window_ends_at', 'revealed_at']);
}

function foldEvent(event: RecordedEvent<ReviewEvent | IncidentFact>, rows: TypedRows<Tables>) {
  switch (event.type) {
    case 'IncidentReported': {
      const row = { ...sessionParties(event.data), incident: true };
      rows.insert('review_sessions', row, ['incident']);
      return;
    }
    case 'NannyReviewed': {
      const d = event.data;
      const row = {
        ...sessionParties(d),
        overall: d.overall,
        punctuality: d.punctuality,
        communication: d.communication,
        care_plan: d.carePlan,
        engagement: d.engagement,
        would_book_again: d.wouldBookAgain,
        comment: d.comment,
        comment_masked: d.commentMasked,
        private_note: d.privateNote,
        reviewed_at: new Date(d.reviewedAt),
      };
      sessionAfterReview(rows, 'parent', d);
      rows.insert('nanny_reviews', row, 'keep');
      return;
    }
    case 'FamilyReviewed': {
      const d = event.data;
      const row = {
        ...sessionParties(d),
        respected_time: d.respectedTime,
        described_needs: d.describedNeeds,
        private_note: d.privateNote,
        reviewed_at: new Date(d.reviewedAt),
      };
      sessionAfterReview(rows, 'nanny', d);
      rows.insert('family_reviews', row, 'keep');
      return;
    }
    case 'ReviewReplied': {
      const d = event.data;
      rows.update(
        'nanny_reviews',
        { booking_id: d.bookingId },
        { reply: d.reply, reply_masked: d.replyMasked, replied_at: new Date(d.repliedAt) },
      );
      return;
    }
    case 'ReviewModerated': {
      const d = event.data;
      rows.update(
        'nanny_reviews',
        { booking_id: d.bookingId },
        {
          decision: d.decision,
          hide_reason: d.reason,
          decided_by: d.operatorId,
          decided_at: new Date(d.decidedAt),
        },
      );
      return;
    }
  }
}
