import { TIME_STEP_SECONDS } from '../lib/calendar';
import { ScheduleField } from './schedule-field';

/** A day and the times on it, as a booking or an availability names them. */
interface DayTimes {
  date: string;
  startTime: string;
  endTime: string;
}

interface DayTimesFieldsProps {
  value: DayTimes;
  /** The setter of one of the three, as the form keeps them. */
  set: (key: keyof DayTimes) => (value: string) => void;
  /** The first and last dates that may be chosen. */
  min: string;
  max: string;
}

/** Date, start time and end time: the date within a range, the times in 15-minute steps. */
export function DayTimesFields({ value, set, min, max }: DayTimesFieldsProps) {
  return (
    <>
      <ScheduleField
        label="Date"
        type="date"
        min={min}
        max={max}
        value={value.date}
        onChange={set('date')}
      />
      <ScheduleField
        label="Start time"
        step={TIME_STEP_SECONDS}
        value={value.startTime}
        onChange={set('startTime')}
      />
      <ScheduleField
        label="End time"
        step={TIME_STEP_SECONDS}
        value={value.endTime}
        onChange={set('endTime')}
      />
    </>
  );
}
