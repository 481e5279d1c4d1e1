import { newPasswordProblem } from '../../infra/auth/passwords.js';
import { firstHiddenCharactersProblem } from '../../shared/plain-text.js';
import { normalizeEmail } from './accounts.queries.js';

export const TERMS_MESSAGE = 'You must agree to the Terms & Conditions to sign up.';
export const SIGN_UP_SENT_MESSAGE =
  'A confirmation email has been sent. Please check your inbox before logging in.';

export interface SignUpInput {
  role: 'nanny' | 'parent';
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(email: string): boolean {
  return EMAIL.test(email.trim()) && email.trim().length <= 254;
}

/** The first rule a sign-up breaks, in the order the form shows them; undefined when fine. */
export function signUpProblem(input: SignUpInput): string | undefined {
  if (!input.acceptTerms) return TERMS_MESSAGE;
  const required = [
    input.firstName,
    input.lastName,
    input.email,
    input.confirmEmail,
    input.password,
    input.confirmPassword,
  ];
  if (required.some((value) => value.trim() === '')) return 'Please fill in every field.';
  const hidden = firstHiddenCharactersProblem([
    ['First name', input.firstName, 'line'],
    ['Last name', input.lastName, 'line'],
  ]);
  if (hidden) return hidden;
  if (!isEmailAddress(input.email)) return 'Please enter a valid email address.';
  if (normalizeEmail(input.email) !== normalizeEmail(input.confirmEmail))
    return 'Emails do not match!';
  if (input.password !== input.confirmPassword) return 'Passwords do not match!';
  return newPasswordProblem(input.password);
}
