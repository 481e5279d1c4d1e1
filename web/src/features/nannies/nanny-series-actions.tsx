import { BusyButton } from '../../components/busy-button';
import { errorAlert, LiveAlert, successAlert } from '../../components/live-alert';
import { useOpenedForm } from '../../components/use-opened-form';
import { BookingAnswerForm, seriesPlace, seriesText } from '../../lib/bookings';
import type { Booking } from '../../lib/bookings';
import { failureText } from '../../lib/failure-text';
import { useBusyAction } from '../../lib/use-busy-action';
import { useNannyBookingsStore } from './nanny-bookings-store';
import { SecondaryButton } from '../../components/secondary-button';

const waiting = (now: number) => (b: Booking) =>
  b.status === 'pending' && b.expiresAt !== null && Date.parse(b.expiresAt) > now;

/**
 * A date of a weekly series: where it stands in it and, on the first date still waiting, "Accept
 * series" and "Decline series" for every waiting date at once (each date also has its own).
 */
export function NannySeriesActions({ booking, now }: { booking: Booking; now: number }) {
  const requests = useNannyBookingsStore((state) => state.requests);
  const upcoming = useNannyBookingsStore((state) => state.upcoming);
  const past = useNannyBookingsStore((state) => state.past);
  const answerSeries = useNannyBookingsStore((state) => state.answerSeries);
  const form = useOpenedForm<'decline'>();
  const { busy, run } = useBusyAction();
  const all = [...requests, ...upcoming, ...past];
  const place = seriesPlace(booking, all, waiting(now));
  if (place === null) return null;
  const count = `${place.open.length} ${place.open.length === 1 ? 'date' : 'dates'}`;
  const accept = () =>
    void run(async () => {
      form.setAlert(null);
      try {
        form.setAlert(successAlert(await answerSeries(place.seriesId, 'accept', '')));
      } catch (error) {
        form.setAlert(errorAlert(failureText('Failed to accept the series.', error)));
      }
    });
  return (
    <div className="booking-series">
      <p className="booking-series__place">{seriesText(place)}</p>
      {place.lead && form.open === null && (
        <div className="booking-actions__buttons">
          <BusyButton busy={busy} busyLabel="Accepting..." type="button" onClick={accept}>
            Accept series ({count})
          </BusyButton>
          <SecondaryButton onClick={() => form.show('decline')}>Decline series</SecondaryButton>
        </div>
      )}
      {form.open === 'decline' && (
        <BookingAnswerForm
          label={`Decline the weekly series from ${booking.parentName ?? 'the parent'}`}
          reasonLabel="Reason (optional)"
          submitLabel={`Decline ${count}`}
          busyLabel="Declining..."
          failure="Failed to decline the series."
          onSubmit={(reason) => answerSeries(place.seriesId, 'decline', reason)}
          onDone={form.done}
          onClose={form.close}
        />
      )}
      <LiveAlert alert={form.alert} />
    </div>
  );
}
