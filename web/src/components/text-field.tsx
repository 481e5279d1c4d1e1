import type { HTMLInputAutoCompleteAttribute } from 'react';
import { Field } from './field';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  name?: string;
  maxLength?: number;
  /** Shown, focusable and copyable, but not editable here. */
  readOnly?: boolean;
  /** A line under the input, read out with it. */
  hint?: string;
}

/** A labelled single-line input; the label sits above it so it fits a phone screen. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required = false,
  name,
  maxLength,
  readOnly = false,
  hint,
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className={readOnly ? 'field__input field__input--read-only' : 'field__input'}
          type={type}
          name={name}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
          readOnly={readOnly}
          aria-describedby={describedBy}
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? undefined : 'none'}
        />
      )}
    </Field>
  );
}
