import { useId } from 'react';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  /** A line under the text area, read out with it. */
  hint?: string;
}

/** A labelled multi-line input that grows with a drag of its corner. */
export function TextAreaField({
  label,
  value,
  onChange,
  rows = 5,
  maxLength,
  hint,
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__input--area"
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint === undefined ? undefined : hintId}
      />
      {hint !== undefined && (
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
