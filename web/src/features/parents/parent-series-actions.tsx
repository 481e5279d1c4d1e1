import { LiveAlert } from '../../components/live-alert';
import { useOpenedForm } from '../../components/use-opened-form';
import { BookingAnswerForm, seriesPlace, seriesText } from '../../lib/bookings';
import type { Booking } from '../../lib/bookings';
import { useBookingStore } from './booking-store';
import { SecondaryButton } from '../../components/secondary-button';

/** Dates a series cancellation reaches: waiting or accepted, not yet started. */
const cancellable = (now: number) => (b: Booking) =>
  (b.status === 'pending' || b.status === 'accepted') && Date.parse(b.startsAt) > now;

/**
 * A date of a weekly series: where it stands in it, and (on the first date still open) "Cancel
 * series", which cancels each date not yet started one by one.
 */
export function ParentSeriesActions({ booking, now }: { booking: Booking; now: number }) {
  const bookings = useBookingStore((state) => state.bookings);
  const cancelSeries = useBookingStore((state) => state.cancelSeries);
  const form = useOpenedForm<'cancel'>();
  const place = seriesPlace(booking, bookings, cancellable(now));
  if (place === null) return null;
  return (
    <div className="booking-series">
      <p className="booking-series__place">{seriesText(place)}</p>
      {place.lead && form.open === null && (
        <SecondaryButton small onClick={() => form.show('cancel')}>
          Cancel series ({place.open.length} {place.open.length === 1 ? 'date' : 'dates'})
        </SecondaryButton>
      )}
      {form.open === 'cancel' && (
        <BookingAnswerForm
          label={`Cancel the weekly series with ${booking.nannyName}`}
          reasonLabel="Reason for cancelling"
          reasonRequired
          warning="Each date not yet started is cancelled; a date less than 24 hours away is a late cancellation."
          submitLabel="Cancel every date left"
          busyLabel="Cancelling..."
          failure="Failed to cancel the series."
          onSubmit={(reason) => cancelSeries(place.seriesId, reason)}
          onDone={form.done}
          onClose={form.close}
        />
      )}
      <LiveAlert alert={form.alert} />
    </div>
  );
}
