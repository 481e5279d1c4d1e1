import { useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the box, read out with it. */
  hint?: string;
}

/** A checkbox with its label beside it, the whole label clickable. */
export function CheckboxField({ label, checked, onChange, hint }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <div className="check">
        <input
          id={id}
          type="checkbox"
          className="check__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint === undefined ? undefined : hintId}
        />
        <label htmlFor={id} className="check__label">
          {label}
        </label>
      </div>
      {hint !== undefined && (
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
