import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  COMMENT_MAX_LENGTH,
  PRIVATE_NOTE_MAX_LENGTH,
  RATING_LABELS,
  RATINGS,
  REPLY_MAX_LENGTH,
  type Rating,
} from '@shared/reviews';
import { CheckboxField } from '../../components/checkbox-field';
import { LiveAlert } from '../../components/live-alert';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { useFormSubmit } from '../../components/use-form-submit';
import { formatInstant } from '../date-format';
import { replyToReview, reviewFamily, reviewNanny, type SessionReviews } from './reviews-api';
import { useReviewsStore } from './reviews-store';
import { reviewTexts as t } from './review-texts';
import { SecondaryButton } from '../../components/secondary-button';

type ParentReview = NonNullable<SessionReviews['parentReview']>;

/** Five stars first: most sessions go well, so the usual answer is the first one. */
const starOptions = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: t.stars(n) }));

/** The parent's review as its readers see it: stars, comment (or its hidden note), her reply. */
export function ParentReviewText({ review }: { review: ParentReview }) {
  return (
    <div className="review">
      <ul className="review__stars">
        {RATINGS.map((rating) => (
          <li key={rating}>
            {RATING_LABELS[rating]}: {t.stars(review[rating])}
          </li>
        ))}
      </ul>
      {review.commentHidden && <p className="form__hint">{t.commentHidden}</p>}
      {review.comment !== null && (
        <blockquote className="review__comment">{review.comment}</blockquote>
      )}
      {review.reply !== null && (
        <p className="review__reply">
          <strong>{t.replyOf}:</strong> {review.reply}
        </p>
      )}
    </div>
  );
}

interface ReviewFormProps {
  bookingId: string;
  label: string;
  /** The button's text and the failure's lead: a review's unless given (the reply's). */
  sendText?: string;
  failed?: string;
  /** Sends what the fields hold; the answer's reviews replace the booking's. */
  request: () => Promise<{ reviews: SessionReviews; message: string }>;
  children: ReactNode;
}

/** What the three review forms share: the send, the store's update, the button and the alert. */
function ReviewForm(props: ReviewFormProps) {
  const { bookingId, request, failed = t.failed } = props;
  const put = useReviewsStore((state) => state.put);
  const { busy, alert, send } = useFormSubmit();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(async () => {
      const answer = await request();
      put(bookingId, answer.reviews);
      return answer.message;
    }, failed);
  };
  return (
    <form className="form form--nested" aria-label={props.label} onSubmit={submit} noValidate>
      {props.children}
      <button type="submit" className="button button--small" disabled={busy}>
        {props.sendText ?? (busy ? t.sending : t.send)}
      </button>
      <LiveAlert alert={alert} />
    </form>
  );
}

function PrivateNoteField({ note, setNote }: { note: string; setNote: (note: string) => void }) {
  return (
    <TextAreaField
      label={t.privateNote}
      rows={2}
      maxLength={PRIVATE_NOTE_MAX_LENGTH}
      value={note}
      onChange={setNote}
    />
  );
}

function ParentReviewForm({ bookingId }: { bookingId: string }) {
  const [stars, setStars] = useState<Record<Rating, number>>({
    overall: 5,
    punctuality: 5,
    communication: 5,
    carePlan: 5,
    engagement: 5,
  });
  const [again, setAgain] = useState(true);
  const [comment, setComment] = useState('');
  const [note, setNote] = useState('');
  const request = () =>
    reviewNanny(bookingId, { ...stars, wouldBookAgain: again, comment, privateNote: note });
  return (
    <ReviewForm bookingId={bookingId} label={t.parentForm} request={request}>
      {RATINGS.map((rating) => (
        <SelectField
          key={rating}
          id={`${bookingId}-${rating}`}
          label={RATING_LABELS[rating]}
          value={stars[rating]}
          onChange={(n) => setStars({ ...stars, [rating]: n })}
          options={starOptions}
        />
      ))}
      <CheckboxField label={t.wouldBookAgain} checked={again} onChange={setAgain} />
      <TextAreaField
        label={t.comment}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={comment}
        onChange={setComment}
        hint={t.commentHint}
      />
      <PrivateNoteField note={note} setNote={setNote} />
    </ReviewForm>
  );
}

function FamilyReviewForm({ bookingId }: { bookingId: string }) {
  const [respected, setRespected] = useState(false);
  const [described, setDescribed] = useState(false);
  const [note, setNote] = useState('');
  const request = () =>
    reviewFamily(bookingId, {
      respectedTime: respected,
      describedNeeds: described,
      privateNote: note,
    });
  return (
    <ReviewForm bookingId={bookingId} label={t.nannyForm} request={request}>
      <CheckboxField label={t.respectedTime} checked={respected} onChange={setRespected} />
      <CheckboxField label={t.describedNeeds} checked={described} onChange={setDescribed} />
      <PrivateNoteField note={note} setNote={setNote} />
    </ReviewForm>
  );
}

function ReplyForm({ bookingId }: { bookingId: string }) {
  const [reply, setReply] = useState('');
  return (
    <ReviewForm
      bookingId={bookingId}
      label={t.reply}
      sendText={t.sendReply}
      failed={t.replyFailed}
      request={() => replyToReview(bookingId, reply)}
    >
      <TextAreaField
        label={t.reply}
        rows={2}
        maxLength={REPLY_MAX_LENGTH}
        value={reply}
        onChange={setReply}
      />
    </ReviewForm>
  );
}

interface PanelProps {
  booking: { id: string; status: string };
  role: 'parent' | 'nanny';
}

/**
 * A confirmed session's reviews on either party's card: the form while she may write hers, her
 * own once written, the other's only once both are in or the 14 days end (live for both).
 */
export function SessionReviewsPanel({ booking, role }: PanelProps) {
  const confirmed = booking.status === 'confirmed';
  const reviews = useReviewsStore((state) => state.byBooking[booking.id]);
  const show = useReviewsStore((state) => state.show);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (confirmed) void show(booking.id);
  }, [confirmed, show, booking.id]);
  if (!confirmed || reviews === undefined) return null;

  const mine = role === 'parent' ? reviews.parentReview : reviews.familyReview;
  const waiting =
    mine !== null && !reviews.revealed && reviews.windowEndsAt !== null
      ? t.waiting(formatInstant(reviews.windowEndsAt, 'weekdayTime', 'reader'))
      : null;
  return (
    <section className="session-reviews" aria-label={t.heading}>
      <h4>{t.heading}</h4>
      {reviews.canReview && !open && (
        <SecondaryButton small onClick={() => setOpen(true)}>
          {t.open}
        </SecondaryButton>
      )}
      {reviews.canReview && open && role === 'parent' && (
        <ParentReviewForm bookingId={booking.id} />
      )}
      {reviews.canReview && open && role === 'nanny' && <FamilyReviewForm bookingId={booking.id} />}
      {role === 'parent' && reviews.parentReview !== null && (
        <>
          <h5>{t.yours}</h5>
          <ParentReviewText review={reviews.parentReview} />
        </>
      )}
      {role === 'parent' && reviews.otherReviewed && <p>{t.nannyReviewedToo}</p>}
      {role === 'nanny' && reviews.familyReview !== null && <p>{t.youReviewedFamily}</p>}
      {role === 'nanny' && reviews.parentReview !== null && (
        <>
          <h5>{t.theirs}</h5>
          <ParentReviewText review={reviews.parentReview} />
        </>
      )}
      {role === 'nanny' && reviews.canReply && <ReplyForm bookingId={booking.id} />}
      {waiting !== null && <p className="form__hint">{waiting}</p>}
    </section>
  );
}
