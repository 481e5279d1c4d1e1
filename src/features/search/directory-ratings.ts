import type { RowOf } from '../../infra/projections/index.js';
import { revealedAt } from '../../shared/reviews.js';

/** The reviews feature's events her rating follows (matched by type name). */
export type RatingFact =
  | {
      type: 'NannyReviewed';
      data: {
        bookingId: string;
        nannyId: string;
        overall: number;
        windowEndsAt: string;
        reviewedAt: string;
      };
    }
  | {
      type: 'FamilyReviewed';
      data: { bookingId: string; nannyId: string; windowEndsAt: string; reviewedAt: string };
    };

type Review = RowOf<'nanny_directory'>['rating_reviews'][number];

/**
 * Her directory row's rating columns after one side's review of a session, with the reviews
 * projection's rule: the first review of each side is kept, and the session is shown from the
 * time worked out from this review and the other side's (revealedAt, src/shared/reviews.ts).
 */
export function ratingsAfter(
  fact: RatingFact,
  reviews: readonly Review[],
): Pick<
  RowOf<'nanny_directory'>,
  'rating_reviews' | 'rating_count' | 'rating_sum' | 'ratings_shown_from'
> {
  const { bookingId, windowEndsAt, reviewedAt } = fact.data;
  const before = reviews.find((review) => review.bookingId === bookingId);
  const byParent = fact.type === 'NannyReviewed';
  const review: Review = {
    bookingId,
    overall: before?.overall ?? (byParent ? fact.data.overall : null),
    parentAt: before?.parentAt ?? (byParent ? reviewedAt : null),
    nannyAt: before?.nannyAt ?? (byParent ? null : reviewedAt),
    revealedAt: revealedAt({
      windowEndsAt,
      parentAt: byParent ? reviewedAt : (before?.parentAt ?? null),
      nannyAt: byParent ? (before?.nannyAt ?? null) : reviewedAt,
    }),
  };
  const next = before
    ? reviews.map((r) => (r.bookingId === bookingId ? review : r))
    : [...reviews, review];
  const counted = next.filter((r) => r.overall !== null);
  const shownFrom = Math.max(...counted.map((r) => Date.parse(r.revealedAt)));
  return {
    rating_reviews: next,
    rating_count: counted.length,
    rating_sum: counted.reduce((sum, r) => sum + r.overall!, 0),
    ratings_shown_from: counted.length > 0 ? new Date(shownFrom) : null,
  };
}
