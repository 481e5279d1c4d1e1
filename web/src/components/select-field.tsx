import type { Ref } from 'react';
import { Field } from './field';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V;
  /** Called with the chosen option's own value (a number stays a number). */
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** The control's id when the form names it itself (to focus it on a problem). */
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  /** The wrapper's classes when a layout places it ("field queue__filter"). */
  className?: string;
}

/** A labelled drop-down over a fixed list; the label sits above it, as every field's does. */
export function SelectField<V extends string | number>({
  label,
  value,
  onChange,
  options,
  id,
  ref,
  className,
}: SelectFieldProps<V>) {
  return (
    <Field id={id} label={label} className={className}>
      {(ids) => (
        <select
          id={ids.id}
          ref={ref}
          className="field__input"
          value={value}
          onChange={(event) => {
            const chosen = options[event.target.selectedIndex];
            if (chosen !== undefined) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
