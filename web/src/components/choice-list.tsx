import { CheckboxField } from './checkbox-field';

interface ChoiceListProps {
  legend: string;
  choices: readonly { id: string; label: string }[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  className?: string;
}

const toggled = (list: string[], id: string, on: boolean) =>
  on ? [...list, id] : list.filter((other) => other !== id);

/** A fieldset of checkboxes over a fixed list (needs, languages), chosen by id. */
export function ChoiceList({ legend, choices, chosen, onChange, className }: ChoiceListProps) {
  return (
    <fieldset className={className ?? 'choices'}>
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => (
        <CheckboxField
          key={choice.id}
          label={choice.label}
          checked={chosen.includes(choice.id)}
          onChange={(on) => onChange(toggled(chosen, choice.id, on))}
        />
      ))}
    </fieldset>
  );
}
