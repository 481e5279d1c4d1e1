import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { lastBookableDate } from '@shared/booking-horizon';
import { todayIn } from '@shared/booking-times';
import { DayTimesFields } from '../../components/day-times-fields';
import { usePlatformStore } from '../../lib/bookings';
import { browserTimeZone, localIsoDate } from '../../lib/calendar';
import { describeSingleDay } from './availability-format';
import { validateSingleDay } from './availability-rules';
import { nannyMessages } from './nanny-messages';
import { useNannyStore } from './nanny-store';
import type { NewSingleDay } from './nanny-types';
import { useLoadOnShow } from '../../lib/use-load-on-show';

const empty: NewSingleDay = { date: '', startTime: '', endTime: '' };

export function SingleDayForm() {
  const addSingleDay = useNannyStore((state) => state.addSingleDay);
  const [entry, setEntry] = useState(empty);
  const { busy, alert, sendChecked } = useFormSubmit();
  const today = localIsoDate(new Date());
  // The horizon counts from today where the platform is, as the server counts it.
  const timeZone = usePlatformStore((state) => state.timeZone) ?? browserTimeZone();
  const loadPlatform = usePlatformStore((state) => state.load);
  const lastDate = lastBookableDate(todayIn(new Date(), timeZone));

  useLoadOnShow(loadPlatform);

  const set = (key: keyof NewSingleDay) => (value: string) =>
    setEntry((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateSingleDay(entry, today, lastDate);
    void sendChecked(
      problem,
      async () => {
        await addSingleDay(entry);
        setEntry(empty);
        return `Added ${describeSingleDay({ id: '', ...entry })}.`;
      },
      nannyMessages.addFailed,
    );
  };

  return (
    <form
      className="form dashboard-form single-day-form"
      aria-label="Add a single day"
      onSubmit={submit}
      noValidate
    >
      <div className="single-day-form__fields">
        <DayTimesFields value={entry} set={set} min={today} max={lastDate} />
      </div>
      <BusyButton busy={busy} busyLabel="Adding...">
        Add Single-Day Availability
      </BusyButton>
      <LiveAlert alert={alert} />
    </form>
  );
}
