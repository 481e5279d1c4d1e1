import { TextField, type TextFieldProps } from './text-field';

/** Her home ZIP code: five digits, offered by the browser from her saved address. */
export function HomeZipField(props: Omit<TextFieldProps, 'label' | 'autoComplete' | 'maxLength'>) {
  return <TextField label="Home ZIP code" autoComplete="postal-code" maxLength={5} {...props} />;
}
