import { isLateCancellation } from '@shared/booking-times';
import { BusyButton } from '../../components/busy-button';
import { errorAlert, LiveAlert } from '../../components/live-alert';
import { useOpenedForm } from '../../components/use-opened-form';
import { BookingAnswerForm } from '../../lib/bookings';
import type { Booking } from '../../lib/bookings';
import { failureText } from '../../lib/failure-text';
import { useBusyAction } from '../../lib/use-busy-action';
import { SessionNoteForm } from '../care-plans';
import { CompleteHoursForm } from './complete-hours-form';
import { nannyActions } from './nanny-booking-rules';
import { useNannyBookingsStore } from './nanny-bookings-store';
import { SecondaryButton } from '../../components/secondary-button';

type Open = 'decline' | 'cancel' | 'complete' | 'note';
/** The answers sent at a press, with no form to fill. */
type Press = 'accept' | 'check-in' | 'check-out';

const lateWarning =
  'This is a late cancellation: the booking starts in less than 24 hours. Operators see late cancellations.';

interface ActionsProps {
  booking: Booking;
  now: number;
  timeZone: string;
}

/** Accept, decline, cancel or record hours, as the booking's status and the time allow. */
export function NannyBookingActions({ booking, now, timeZone }: ActionsProps) {
  const answer = useNannyBookingsStore((state) => state.answer);
  const { open, setOpen, alert, setAlert, show, close, done } = useOpenedForm<Open>();
  const { busy, run } = useBusyAction();
  const allowed = nannyActions(booking, now);
  const who = booking.parentName ?? 'the parent';

  const press = (action: Press, failure: string) => () =>
    void run(async () => {
      setAlert(null);
      try {
        done(await answer(booking.id, action, {}));
        // At check-out she writes the family her note.
        if (action === 'check-out') setOpen('note');
      } catch (error) {
        setAlert(errorAlert(failureText(failure, error)));
      }
    });
  // A button that answers at once (no form to open), saying what it does while it runs.
  const presser = (action: Press, text: string, busyLabel: string, failure: string) => (
    <BusyButton busy={busy} busyLabel={busyLabel} type="button" onClick={press(action, failure)}>
      {text}
    </BusyButton>
  );
  const opener = (action: Open, text: string) => (
    <SecondaryButton onClick={() => show(action)}>{text}</SecondaryButton>
  );
  const formProps = {
    onDone: done,
    onClose: close,
  };

  return (
    <div className="booking-actions">
      {open === null &&
        (allowed.answer ||
          allowed.cancel ||
          allowed.record ||
          allowed.checkIn ||
          allowed.checkOut ||
          allowed.note) && (
          <div className="booking-actions__buttons">
            {allowed.answer &&
              presser('accept', 'Accept', 'Accepting...', 'Failed to accept the booking.')}
            {allowed.answer && opener('decline', 'Decline')}
            {allowed.checkIn &&
              presser('check-in', 'Check in', 'Checking in...', 'Failed to check in.')}
            {allowed.checkOut &&
              presser('check-out', 'Check out', 'Checking out...', 'Failed to check out.')}
            {allowed.note && opener('note', 'Write the session note')}
            {allowed.record && opener('complete', 'Record hours')}
            {allowed.cancel && opener('cancel', 'Cancel booking')}
          </div>
        )}
      {open === 'decline' && (
        <BookingAnswerForm
          {...formProps}
          label={`Decline the request from ${who}`}
          reasonLabel="Reason (optional)"
          submitLabel="Decline request"
          busyLabel="Declining..."
          failure="Failed to decline the booking."
          onSubmit={(reason) => answer(booking.id, 'decline', { reason })}
        />
      )}
      {open === 'cancel' && (
        <BookingAnswerForm
          {...formProps}
          label={`Cancel the booking with ${who}`}
          reasonLabel="Reason for cancelling"
          reasonRequired
          warning={
            isLateCancellation(new Date(now), new Date(booking.startsAt)) ? lateWarning : undefined
          }
          submitLabel="Confirm cancellation"
          busyLabel="Cancelling..."
          failure="Failed to cancel the booking."
          onSubmit={(reason) => answer(booking.id, 'cancel', { reason })}
        />
      )}
      {open === 'note' && (
        <SessionNoteForm
          bookingId={booking.id}
          onSend={(note) => answer(booking.id, 'session-note', note)}
          {...formProps}
        />
      )}
      {open === 'complete' && (
        <CompleteHoursForm booking={booking} timeZone={timeZone} {...formProps} />
      )}
      <LiveAlert alert={alert} />
    </div>
  );
}
