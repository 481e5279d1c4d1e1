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
  // Start and End alike: a 15-minute step, and the day named for a screen reader on every row.
  const timeField = (edge: 'startTime' | 'endTime', label: 'Start' | 'End') => (
    <ScheduleField
      label={label}
      accessibleLabel={`${name} ${label.toLowerCase()} time`}
      value={value[edge]}
      step={TIME_STEP_SECONDS}
      onChange={(time) => onChange({ ...value, [edge]: time })}
    />
  );
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
          {timeField('startTime', 'Start')}
          {timeField('endTime', 'End')}
        </>
      ) : (
        <p className="weekly-day__off">Not available</p>
      )}
    </li>
  );
}
