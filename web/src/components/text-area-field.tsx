import type { Ref } from 'react';
import { Field } from './field';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  /** A line under the text area, read out with it. */
  hint?: string;
  required?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
  /** The text area's classes where its form sizes it otherwise (a short reason under a card). */
  inputClassName?: string;
}

/** A labelled multi-line input that grows with a drag of its corner. */
export function TextAreaField({
  label,
  value,
  onChange,
  rows = 5,
  maxLength,
  hint,
  required,
  ref,
  inputClassName = 'field__input field__input--area',
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          ref={ref}
          className={inputClassName}
          rows={rows}
          maxLength={maxLength}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
