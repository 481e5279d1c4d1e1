import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { validateWeekly, weeklyForSave } from './availability-rules';
import { nannyMessages } from './nanny-messages';
import { useNannyStore } from './nanny-store';
import { weekdays } from './nanny-types';
import type { WeeklyAvailability } from './nanny-types';
import { WeeklyDayRow } from './weekly-day-row';

export function WeeklyScheduleForm({ weekly }: { weekly: WeeklyAvailability }) {
  const saveWeekly = useNannyStore((state) => state.saveWeekly);
  const [draft, setDraft] = useState(weekly);
  const { busy, alert, sendChecked } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateWeekly(draft);
    void sendChecked(
      problem,
      async () => {
        await saveWeekly(weeklyForSave(draft));
        return nannyMessages.weeklySaved;
      },
      nannyMessages.weeklySaveFailed,
    );
  };

  return (
    <form
      className="card form dashboard-form weekly"
      aria-labelledby="weekly-heading"
      onSubmit={submit}
      noValidate
    >
      <h2 id="weekly-heading">Weekly schedule</h2>
      <p className="form__hint">
        Tick the days you are usually free and set your hours. Times are in 15-minute steps.
      </p>
      <ul className="weekly__days">
        {weekdays.map((day) => (
          <WeeklyDayRow
            key={day}
            day={day}
            value={draft[day]}
            onChange={(value) => setDraft((previous) => ({ ...previous, [day]: value }))}
          />
        ))}
      </ul>
      <BusyButton busy={busy} busyLabel="Saving...">
        Save Weekly Availability
      </BusyButton>
      <LiveAlert alert={alert} />
    </form>
  );
}
