import { firstHiddenCharactersProblem } from '@shared/plain-text';
import { messages, passwordLengthProblem } from './password-rules';

export type SignUpRole = 'nanny' | 'parent';

export interface SignUpValues {
  role: SignUpRole;
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export const emptySignUpValues: SignUpValues = {
  role: 'parent',
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The first problem of the sign-up form in the order the product states them (terms, hidden
 * characters in the names, emails, passwords, length), or null. Empty fields are left to the browser's `required` check.
 */
export function validateSignUp(values: SignUpValues): string | null {
  if (!values.acceptTerms) return messages.termsRequired;
  const hidden = firstHiddenCharactersProblem([
    ['First name', values.firstName, 'line'],
    ['Last name', values.lastName, 'line'],
  ]);
  if (hidden) return hidden;
  if (!sameEmail(values.email, values.confirmEmail)) return messages.emailsDiffer;
  if (values.password !== values.confirmPassword) return messages.passwordsDiffer;
  return passwordLengthProblem(values.password);
}
