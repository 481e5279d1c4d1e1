import { useAuthPanelStore } from './auth-panel-store';
import type { SignUpRole } from './sign-up-validation';

const choices: readonly { role: SignUpRole; label: string }[] = [
  { role: 'nanny', label: "I'm a RBT Nanny" },
  { role: 'parent', label: "I'm a Parent" },
];

export function RoleChoice() {
  const selected = useAuthPanelStore((state) => state.values.role);
  const setValue = useAuthPanelStore((state) => state.setValue);
  return (
    <fieldset className="choice">
      <legend className="field__label">I am signing up as</legend>
      <div className="choice__options">
        {choices.map(({ role, label }) => (
          <label key={role} className="choice__option">
            <input
              type="radio"
              name="role"
              value={role}
              checked={selected === role}
              onChange={() => setValue('role', role)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
