import { useEffect, useId, useState } from 'react';
import { HIDE_REASON_LABELS, HIDE_REASONS, RATING_LABELS, RATINGS } from '@shared/reviews';
import { LiveAlert } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { useFormSubmit } from '../../../components/use-form-submit';
import type { QueuedReview } from './session-reviews-api';
import { useSessionReviewsStore } from './session-reviews-store';

const texts = {
  title: 'Session reviews',
  explanation:
    'Reviews of 3 stars or less, on a session with an incident report, or whose comment had contact details or a child’s name hidden. Hide a comment only for a policy reason, never for being negative; the stars always count.',
  openTitle: 'To look at',
  decidedTitle: 'Decided',
  noneOpen: 'No reviews to look at.',
  noneDecided: 'No decisions yet.',
  keep: 'Keep the comment',
  hide: 'Hide the comment',
  reason: 'Policy reason',
  chooseReason: 'Choose a reason',
  loading: 'Loading reviews…',
};

function ReviewItem({ review }: { review: QueuedReview }) {
  const id = useId();
  const decide = useSessionReviewsStore((state) => state.decide);
  const [reason, setReason] = useState('');
  const { busy, alert, send } = useFormSubmit();
  const act = (decision: 'keep' | 'hide') =>
    void send(() => decide(review.bookingId, decision, reason === '' ? null : reason));
  return (
    <article className="queue__item" aria-label={`Review of ${review.nannyName ?? 'a nanny'}`}>
      <p>
        <strong>{review.parentName}</strong> on <strong>{review.nannyName}</strong> ({review.date})
        {review.incident && <span className="badge badge--warning"> Incident reported</span>}
        {review.commentMasked && <span className="badge"> Contacts or names hidden</span>}
      </p>
      <ul>
        {RATINGS.map((rating) => (
          <li key={rating}>
            {RATING_LABELS[rating]}: {review[rating]} / 5
          </li>
        ))}
        <li>Would book again: {review.wouldBookAgain ? 'yes' : 'no'}</li>
      </ul>
      {review.publishedComment !== '' && <blockquote>{review.publishedComment}</blockquote>}
      {review.privateNote !== null && review.privateNote !== '' && (
        <p>Note to the team: {review.privateNote}</p>
      )}
      {review.decision === null ? (
        <div className="queue__actions">
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => act('keep')}
          >
            {texts.keep}
          </button>
          {review.publishedComment !== '' && (
            <>
              <label htmlFor={id} className="field__label">
                {texts.reason}
              </label>
              <select
                id={id}
                className="field__input"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              >
                <option value="">{texts.chooseReason}</option>
                {HIDE_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {HIDE_REASON_LABELS[value]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy}
                onClick={() => act('hide')}
              >
                {texts.hide}
              </button>
            </>
          )}
        </div>
      ) : (
        <p className="form__hint">
          {review.decision === 'hidden' && review.hideReason !== null
            ? `Hidden: ${HIDE_REASON_LABELS[review.hideReason]}`
            : 'Kept'}
        </p>
      )}
      <LiveAlert alert={alert} />
    </article>
  );
}

function ReviewList({
  title,
  reviews,
  empty,
}: {
  title: string;
  reviews: QueuedReview[];
  empty: string;
}) {
  return (
    <>
      <h3>{title}</h3>
      {reviews.length === 0 ? (
        <p className="queue__empty">{empty}</p>
      ) : (
        <ul className="queue__list" aria-label={title}>
          {reviews.map((review) => (
            <li key={review.bookingId}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The operators' Reviews queue, live: what to look at and what was decided. */
export function SessionReviewsView() {
  const headingId = useId();
  const load = useSessionReviewsStore((state) => state.load);
  const open = useSessionReviewsStore((state) => state.open);
  const decided = useSessionReviewsStore((state) => state.decided);
  const openFirst = useSessionReviewsStore((state) => state.openFirst);
  useEffect(() => {
    void openFirst();
  }, [openFirst]);
  return (
    <section className="card queue" aria-labelledby={headingId}>
      <h2 id={headingId} className="queue__title">
        {texts.title}
      </h2>
      <p className="form__hint">{texts.explanation}</p>
      {(load === 'idle' || load === 'loading') && (
        <p className="loading" role="status">
          {texts.loading}
        </p>
      )}
      {load === 'failed' && <LoadFailed what="the reviews" onRetry={() => void openFirst()} />}
      {load === 'ready' && (
        <>
          <ReviewList title={texts.openTitle} reviews={open} empty={texts.noneOpen} />
          <ReviewList title={texts.decidedTitle} reviews={decided} empty={texts.noneDecided} />
        </>
      )}
    </section>
  );
}
