import { useId } from 'react';
import type { ReactNode } from 'react';

/** What a field's control needs to be named by its label and read out with its hint. */
export interface FieldIds {
  id: string;
  describedBy: string | undefined;
}

interface FieldProps {
  label: string;
  /** The control's id when the form names it itself (to focus the field a problem is about). */
  id?: string;
  /** A line under the control, read out with it. */
  hint?: string;
  /** The wrapper's classes when a layout places it ("field queue__filter"). */
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/**
 * The label above, the control, and the hint under it that every labelled input shares: the
 * label sits above so it fits a phone screen, and the hint is tied to the control by its id.
 */
export function Field({ label, id: givenId, hint, className = 'field', children }: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({ id, describedBy: hint === undefined ? undefined : hintId })}
      {hint !== undefined && (
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
