import { useEffect, useState } from 'react';
import { NEW_NANNY_LABEL } from '@shared/reviews';
import { formatInstant } from '../date-format';
import { fetchNannyReviews, type NannyReviews } from './reviews-api';
import { reviewTexts as t } from './review-texts';

/** "4.3 ★ (12 reviews)" from her third review on, else "New"; repeat families; completion. */
export function RatingSummary({ summary }: { summary: NannyReviews['summary'] }) {
  const rating =
    summary.average === null
      ? NEW_NANNY_LABEL
      : `${summary.average.toFixed(1)} ★ (${summary.count} reviews)`;
  return (
    <ul className="rating-summary" aria-label="Ratings">
      <li>{rating}</li>
      <li>
        {summary.repeatFamilies === 1
          ? '1 family booked her more than once'
          : `${summary.repeatFamilies} families booked her more than once`}
      </li>
      {summary.completionRate !== null && (
        <li>{summary.completionRate}% of accepted sessions completed</li>
      )}
    </ul>
  );
}

/** Her rating and the families' public comments, newest first, each with her reply. */
export function NannyReviewList({ nannyId }: { nannyId: string }) {
  const [reviews, setReviews] = useState<NannyReviews | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    fetchNannyReviews(nannyId).then(
      (answer) => current && setReviews(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [nannyId]);
  if (failed) return <p className="form__hint">Reviews could not be loaded.</p>;
  if (reviews === null) return null;
  return (
    <div className="nanny-reviews">
      <RatingSummary summary={reviews.summary} />
      {reviews.comments.length > 0 && (
        <ul className="nanny-reviews__comments" aria-label="Comments">
          {reviews.comments.map((c) => (
            <li key={c.bookingId}>
              <p className="form__hint">
                {t.stars(c.overall)} · {formatInstant(c.reviewedAt, 'weekdayTime', 'reader')}
              </p>
              {c.commentHidden ? (
                <p className="form__hint">{t.commentHidden}</p>
              ) : (
                <p>{c.comment}</p>
              )}
              {c.reply !== null && (
                <p className="review__reply">
                  <strong>{t.replyOf}:</strong> {c.reply}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
