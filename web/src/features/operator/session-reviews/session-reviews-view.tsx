import { useId, useState } from 'react';
import { HIDE_REASON_LABELS, HIDE_REASONS, RATING_LABELS, RATINGS } from '@shared/reviews';
import { LiveAlert } from '../../../components/live-alert';
import { useFormSubmit } from '../../../components/use-form-submit';
import { DecisionQueueView } from '../shared/decision-queue-view';
import type { QueuedReview } from './session-reviews-api';
import { useSessionReviewsStore } from './session-reviews-store';
import { SecondaryButton } from '../../../components/secondary-button';

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
              <SecondaryButton small disabled={busy} onClick={() => act('hide')}>
                {texts.hide}
              </SecondaryButton>
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

/** The operators' Reviews queue, live: what to look at and what was decided. */
export function SessionReviewsView() {
  return (
    <DecisionQueueView
      useStore={useSessionReviewsStore}
      texts={texts}
      what="the reviews"
      keyOf={(review) => review.bookingId}
      render={(review) => <ReviewItem review={review} />}
    />
  );
}
