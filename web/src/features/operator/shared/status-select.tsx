import { useId } from 'react';

interface StatusSelectProps<S extends string> {
  value: S;
  onChange: (status: S) => void;
  options: readonly { value: S; label: string }[];
  className?: string;
}

/** A labelled "Status" select over the given statuses. */
export function StatusSelect<S extends string>({
  value,
  onChange,
  options,
  className = 'field',
}: StatusSelectProps<S>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field__label">
        Status
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as S)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
