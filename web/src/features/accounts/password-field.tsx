import { TextField } from '../../components/text-field';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * Which password it asks for: a password manager fills the `current` one and offers to make
   * up a `new` one, so the kind decides the field's autocomplete.
   */
  kind: 'current' | 'new';
  name?: string;
  required?: boolean;
}

/** A labelled password input: hidden as typed, and named for the browser's password manager. */
export function PasswordField({ kind, ...props }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={`${kind}-password`} {...props} />;
}
