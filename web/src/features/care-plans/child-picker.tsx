import { useLoadedChildren } from './use-loaded-children';

/** "Which children is it for?": her children as ticks; a hint to add them if she has none. */
export function ChildPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (childIds: string[]) => void;
}) {
  const { children, state } = useLoadedChildren();
  if (state !== 'ready') return null;
  if (children.length === 0) {
    return (
      <p className="form__hint">
        Add your children and their care plans on the Children tab, so the nanny knows them.
      </p>
    );
  }
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset className="field child-picker">
      <legend className="field__label">Which children is it for?</legend>
      {children.map((child) => (
        <div key={child.id} className="check">
          <input
            id={`child-${child.id}`}
            type="checkbox"
            className="check__input"
            checked={value.includes(child.id)}
            onChange={(event) => toggle(child.id, event.target.checked)}
          />
          <label htmlFor={`child-${child.id}`} className="check__label">
            {child.name}, {child.age}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
