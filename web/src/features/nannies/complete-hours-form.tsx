import { prefilledHours } from '@shared/care-plans';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmButtons } from '../../components/confirm-buttons';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { ScheduleField } from '../../components/schedule-field';
import type { Booking } from '../../lib/bookings';
import { TIME_STEP_SECONDS } from '../../lib/calendar';
import { recordedHoursProblem } from './nanny-booking-rules';
import { useNannyBookingsStore } from './nanny-bookings-store';

interface CompleteHoursFormProps {
  booking: Booking;
  timeZone: string;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** The hours she actually worked that day, prefilled from her check-in and check-out (else the booked ones), 15-minute steps. */
export function CompleteHoursForm({ booking, timeZone, onDone, onClose }: CompleteHoursFormProps) {
  const answer = useNannyBookingsStore((state) => state.answer);
  // Her check-in and check-out where recorded, else the booked hours.
  const prefill = prefilledHours(booking);
  const [startTime, setStartTime] = useState(prefill.startTime);
  const [endTime, setEndTime] = useState(prefill.endTime);
  const { busy, alert, sendChecked } = useFormSubmit();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = recordedHoursProblem(booking, { startTime, endTime }, timeZone);
    void sendChecked(
      problem,
      async () => {
        onDone(await answer(booking.id, 'complete', { startTime, endTime }));
      },
      'Failed to record the hours.',
    );
  };

  return (
    <form
      ref={form}
      className="form form--nested answer-form"
      aria-label="Record the hours worked"
      onSubmit={submit}
      noValidate
    >
      <div className="booking-form__fields">
        <ScheduleField
          label="Started at"
          step={TIME_STEP_SECONDS}
          value={startTime}
          onChange={setStartTime}
        />
        <ScheduleField
          label="Ended at"
          step={TIME_STEP_SECONDS}
          value={endTime}
          onChange={setEndTime}
        />
      </div>
      <ConfirmButtons
        className="answer-form__buttons"
        busy={busy}
        busyLabel="Saving..."
        cancelLabel="Back"
        onCancel={onClose}
      >
        Save hours
      </ConfirmButtons>
      <LiveAlert alert={alert} />
    </form>
  );
}
