import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LiveAlert } from '../../components/live-alert';
import { BookingRequestForm } from './booking-request-form';
import { BOOKING_DRAFT_PARAM, fetchBookingDraft, forgetBookingDraft } from './booking-draft-api';
import type { BookingDraft } from './booking-draft-api';
import { returnedCardAlert } from './card-return';
import { useCardStore } from './card-store';

export const CARD_SAVED_FOR_REQUEST = 'Card saved. Press Request Booking to send your request.';

/**
 * Back from Stripe's card page to her Bookings tab (`?booking_draft={id}`): the request she had
 * filled in, read from the server, in the form again, ready to send. An id that is not hers, has
 * expired or was never issued shows nothing.
 */
export function RestoredBookingRequest() {
  const headingId = useId();
  const [search] = useSearchParams();
  const draftId = search.get(BOOKING_DRAFT_PARAM);
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  // What became of the card she came back with, for this request only: a Checkout she cancelled
  // for another request (no card saved) must not say an earlier card's "Card saved" here.
  const returned = useCardStore((state) =>
    state.returned !== null && state.returned.draftId === draftId ? state.returned : null,
  );
  // Sent: "Press Request Booking" no longer applies; the form says it was sent.
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (draftId === null) return;
    let current = true;
    fetchBookingDraft(draftId).then(
      (found) => current && setDraft(found),
      () => current && setDraft(null),
    );
    return () => {
      current = false;
    };
  }, [draftId]);

  if (draft === null || draft.draftId !== draftId) return null;
  return (
    <section className="card booking-draft" aria-labelledby={headingId}>
      <h2 id={headingId}>Your request to {draft.nanny.fullName}</h2>
      <LiveAlert alert={sent ? null : returnedCardAlert(returned, CARD_SAVED_FOR_REQUEST)} />
      <BookingRequestForm
        key={draft.draftId}
        nanny={draft.nanny}
        restored={{
          choice: {
            date: draft.date,
            startTime: draft.startTime,
            endTime: draft.endTime,
            children: draft.children,
            note: draft.note,
          },
          childIds: draft.childIds,
        }}
        // Sent: the kept copy goes at once (it would expire within a day anyway).
        onSent={() => {
          setSent(true);
          void forgetBookingDraft(draft.draftId).catch(() => undefined);
        }}
      />
    </section>
  );
}
