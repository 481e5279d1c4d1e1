import { SelectField } from '../../components/select-field';
import { childrenChoices } from './booking-rules';

const choices = childrenChoices.map((count) => ({ value: count, label: String(count) }));

/** "Number of children", 1 to 6. */
export function ChildrenField({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <SelectField label="Number of children" value={value} onChange={onChange} options={choices} />
  );
}
