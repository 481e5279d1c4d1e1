import { useId } from 'react';
import { ScheduleField } from '../../components/schedule-field';
import { TIME_STEP_SECONDS } from '../../lib/calendar';
import { tickDay } from './availability-rules';
import type { DayAvailability, Weekday } from './nanny-types';

interface WeeklyDayRowProps {
  day: Weekday;
  value: DayAvailability;
  onChange: (value: DayAvailability) => void;
}

const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

export function WeeklyDayRow({ day, value, onChange }: WeeklyDayRowProps) {
  const checkId = useId();
  const name = dayName(day);
  return (
    <li className={value.available ? 'weekly-day' : 'weekly-day weekly-day--off'}>
      <div className="check weekly-day__check">
        <input
          id={checkId}
          className="check__input"
          type="checkbox"
          checked={value.available}
          onChange={(event) => onChange(tickDay(value, event.target.checked))}
        />
        <label htmlFor={checkId}>{name}</label>
      </div>
      {value.available ? (
        <>
          <ScheduleField
            label="Start"
            accessibleLabel={`${name} start time`}
            value={value.startTime}
            step={TIME_STEP_SECONDS}
            onChange={(startTime) => onChange({ ...value, startTime })}
          />
          <ScheduleField
            label="End"
            accessibleLabel={`${name} end time`}
            value={value.endTime}
            step={TIME_STEP_SECONDS}
            onChange={(endTime) => onChange({ ...value, endTime })}
          />
        </>
      ) : (
        <p className="weekly-day__off">Not available</p>
      )}
    </li>
  );
}
