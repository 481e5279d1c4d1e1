import { REASON_MAX_LENGTH, STEP_MINUTES } from '@shared/booking-times';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { LiveAlert } from '../../../components/live-alert';
import { useFormSubmit } from '../../../components/use-form-submit';
import { ScheduleField } from '../../../components/schedule-field';
import { TextAreaField } from '../../../components/text-area-field';
import { bookingMessages } from './booking-messages';
import type { OperatorBooking, Settlement } from './booking-types';
import { useBookingsStore } from './bookings-store';
import { settlementDraft, settlementProblem } from './settle-rules';

interface SettleFormProps {
  booking: OperatorBooking;
  /** The booking's zone (the family's when she asked), where its times are wall-clock times. */
  timeZone: string;
  /** The server's message; the form goes away once the booking is confirmed. */
  onSettled: (message: string) => void;
  /** A dispute, or hours that waited for the parent. */
  kind: 'dispute' | 'hours';
}

/** Sets the hours of a disputed or waiting session (on the booked date) and confirms them. */
export function SettleForm({ booking, timeZone, onSettled, kind }: SettleFormProps) {
  const title = kind === 'dispute' ? bookingMessages.settleTitle : bookingMessages.settleHoursTitle;
  const settle = useBookingsStore((state) => state.settle);
  const [draft, setDraft] = useState<Settlement>(() => settlementDraft(booking));
  const { busy, alert, refuse, send } = useFormSubmit();

  const set = (key: keyof Settlement) => (value: string) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = settlementProblem(booking, draft, timeZone);
    if (problem !== null) {
      refuse(problem);
      return;
    }
    void send(async () => {
      onSettled(await settle({ ...draft, note: draft.note.trim() }));
    });
  };

  return (
    <form className="form form--nested settle-form" aria-label={title} onSubmit={submit} noValidate>
      <h3 className="settle-form__title">{title}</h3>
      <p className="form__hint">{bookingMessages.settleHint}</p>
      <div className="settle-form__times">
        <ScheduleField
          label="Start time"
          step={STEP_MINUTES * 60}
          value={draft.startTime}
          onChange={set('startTime')}
        />
        <ScheduleField
          label="End time"
          step={STEP_MINUTES * 60}
          value={draft.endTime}
          onChange={set('endTime')}
        />
      </div>
      <TextAreaField
        label="Note"
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        value={draft.note}
        onChange={set('note')}
      />
      <BusyButton busy={busy} busyLabel="Settling...">
        Settle and confirm hours
      </BusyButton>
      <LiveAlert alert={alert} />
    </form>
  );
}
