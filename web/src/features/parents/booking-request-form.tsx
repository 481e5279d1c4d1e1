import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { errorAlert, LiveAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { ScheduleField } from '../../components/schedule-field';
import { localIsoDate, TIME_STEP_SECONDS } from '../../lib/calendar';
import { failureText } from '../../lib/failure-text';
import { attemptFor, newIdempotencyKey, unsettledAfter } from '../../lib/idempotency-key';
import type { Attempt } from '../../lib/idempotency-key';
import { useBusyAction } from '../../lib/use-busy-action';
import { bookingProblem, bookingSignature } from './booking-rules';
import { useBookingStore } from './booking-store';
import { parentMessages } from './parent-messages';
import type { BookingChoice, DirectoryNanny } from './parent-types';

const empty: BookingChoice = { date: '', time: '' };

/** A date, a time and Request Booking; one press sends one request, however fast the clicks. */
export function BookingRequestForm({ nanny }: { nanny: DirectoryNanny }) {
  const request = useBookingStore((state) => state.request);
  const [choice, setChoice] = useState(empty);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  // A request whose outcome is unknown (no answer): sent again unchanged, it keeps its key.
  const unsettled = useRef<Attempt | null>(null);
  const { busy, run } = useBusyAction();
  const today = localIsoDate(new Date());

  const set = (key: keyof BookingChoice) => (value: string) =>
    setChoice((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = bookingProblem(choice, today);
    if (problem !== null) {
      setAlert(errorAlert(problem));
      return;
    }
    void run(async () => {
      setAlert(null);
      const attempt = attemptFor(
        unsettled.current,
        bookingSignature(nanny.id, choice),
        newIdempotencyKey,
      );
      try {
        await request({ nannyId: nanny.id, ...choice, idempotencyKey: attempt.key });
        unsettled.current = null;
        setChoice(empty);
        setAlert(successAlert(parentMessages.bookingSent));
      } catch (error) {
        unsettled.current = unsettledAfter(attempt, error);
        setAlert(errorAlert(failureText(parentMessages.bookingFailed, error)));
      }
    });
  };

  return (
    <form
      className="form booking-form"
      aria-label={`Request a booking with ${nanny.fullName}`}
      onSubmit={submit}
      noValidate
    >
      <div className="booking-form__fields">
        <ScheduleField
          label="Date"
          type="date"
          min={today}
          value={choice.date}
          onChange={set('date')}
        />
        <ScheduleField
          label="Time"
          step={TIME_STEP_SECONDS}
          value={choice.time}
          onChange={set('time')}
        />
      </div>
      <BusyButton busy={busy} busyLabel="Sending...">
        Request Booking
      </BusyButton>
      <LiveAlert alert={alert} />
    </form>
  );
}
