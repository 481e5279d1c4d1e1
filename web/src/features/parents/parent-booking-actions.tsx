import { LiveAlert } from '../../components/live-alert';
import { useOpenedForm } from '../../components/use-opened-form';
import { BookingAnswerForm } from '../../lib/bookings';
import type { Booking } from '../../lib/bookings';
import { parentActions } from './booking-rules';
import { useBookingStore } from './booking-store';
import { bookingListMessages } from './parent-messages';
import type { ParentBookingAction } from './parent-api';
import { SecondaryButton } from '../../components/secondary-button';

/** The answers her booking's status allows now, each opening its own small form. */
export function ParentBookingActions({ booking, now }: { booking: Booking; now: number }) {
  const answer = useBookingStore((state) => state.answer);
  const opened = useOpenedForm<ParentBookingAction>();
  const allowed = parentActions(booking, now);
  const name = booking.nannyName;

  const form = (action: ParentBookingAction) => ({
    onSubmit: (reason: string, tipCents: number) =>
      answer(
        booking.id,
        action,
        action === 'confirm-hours' ? (tipCents > 0 ? { tipCents } : {}) : { reason },
      ),
    onDone: opened.done,
    onClose: opened.close,
  });
  const opener = (action: ParentBookingAction, text: string) => (
    <SecondaryButton small onClick={() => opened.show(action)}>
      {text}
    </SecondaryButton>
  );

  const any = allowed.cancel || allowed.noShow || allowed.confirmOrDispute;
  return (
    <div className="booking-actions">
      {opened.open === null && any && (
        <div className="booking-actions__buttons">
          {allowed.confirmOrDispute && opener('confirm-hours', 'Confirm hours')}
          {allowed.confirmOrDispute && opener('dispute-hours', 'Dispute hours')}
          {allowed.noShow && opener('no-show', 'Report a no-show')}
          {allowed.cancel &&
            opener('cancel', booking.status === 'pending' ? 'Cancel request' : 'Cancel booking')}
        </div>
      )}
      {opened.open === 'cancel' && (
        <BookingAnswerForm
          {...form('cancel')}
          label={`Cancel your booking with ${name}`}
          reasonLabel="Reason for cancelling"
          reasonRequired
          warning={allowed.lateCancel ? bookingListMessages.lateCancelWarning : undefined}
          submitLabel="Confirm cancellation"
          busyLabel="Cancelling..."
          failure="Failed to cancel the booking."
        />
      )}
      {opened.open === 'no-show' && (
        <BookingAnswerForm
          {...form('no-show')}
          label={`Report that ${name} did not come`}
          reasonLabel="What happened?"
          reasonRequired
          submitLabel="Report no-show"
          busyLabel="Reporting..."
          failure="Failed to report the no-show."
        />
      )}
      {opened.open === 'confirm-hours' && (
        <BookingAnswerForm
          {...form('confirm-hours')}
          label={`Confirm the hours ${name} recorded`}
          reasonLabel={null}
          tipLabel={`Add a tip (optional): all of it goes to ${name}, with no fee`}
          submitLabel="Yes, confirm these hours"
          busyLabel="Confirming..."
          failure="Failed to confirm the hours."
        />
      )}
      {opened.open === 'dispute-hours' && (
        <BookingAnswerForm
          {...form('dispute-hours')}
          label={`Dispute the hours ${name} recorded`}
          reasonLabel="Why are these hours wrong?"
          reasonRequired
          submitLabel="Send dispute"
          busyLabel="Sending..."
          failure="Failed to dispute the hours."
        />
      )}
      <LiveAlert alert={opened.alert} />
    </div>
  );
}
