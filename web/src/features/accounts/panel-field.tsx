import type { HTMLInputAutoCompleteAttribute } from 'react';
import { TextField } from '../../components/text-field';
import { useAuthPanelStore } from './auth-panel-store';

/** The text fields of the sign-up and log-in forms: what a person types, by name. */
type PanelFieldName =
  'firstName' | 'lastName' | 'email' | 'confirmEmail' | 'password' | 'confirmPassword';

interface PanelFieldProps {
  name: PanelFieldName;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: HTMLInputAutoCompleteAttribute;
}

/**
 * A required field of the sign-in panel, kept in the panel's store: switching between Sign up and
 * Log in keeps what she typed in the fields the two forms share.
 */
export function PanelField({ name, label, type = 'text', autoComplete }: PanelFieldProps) {
  const value = useAuthPanelStore((state) => state.values[name]);
  const setValue = useAuthPanelStore((state) => state.setValue);
  return (
    <TextField
      label={label}
      type={type}
      name={name}
      value={value}
      onChange={(typed) => setValue(name, typed)}
      autoComplete={autoComplete}
      required
    />
  );
}
