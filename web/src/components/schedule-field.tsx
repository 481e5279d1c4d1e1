import { Field } from './field';

interface ScheduleFieldProps {
  label: string;
  /** A fuller name for assistive technology when the visible label repeats on every row. */
  accessibleLabel?: string;
  value: string;
  onChange: (value: string) => void;
  step?: number;
  type?: 'time' | 'date' | 'datetime-local';
  min?: string;
  max?: string;
}

/**
 * A labelled time, date or date-and-time input (the native pickers keep 15-minute steps and a
 * date range).
 */
export function ScheduleField({
  label,
  accessibleLabel,
  value,
  onChange,
  step,
  type = 'time',
  min,
  max,
}: ScheduleFieldProps) {
  return (
    <Field label={label}>
      {({ id }) => (
        <input
          id={id}
          className="field__input"
          type={type}
          step={step}
          min={min}
          max={max}
          value={value}
          aria-label={accessibleLabel}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
