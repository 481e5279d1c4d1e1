import { Field } from './field';

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
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          className="field__input field__input--area"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
