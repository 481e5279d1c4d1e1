import { useId } from 'react';
import { childrenChoices } from './booking-rules';

/** "Number of children", 1 to 6. */
export function ChildrenField({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Number of children
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {childrenChoices.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </div>
  );
}
