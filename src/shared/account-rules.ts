// The account rules the sign-up and password forms show before sending and the server enforces:
// one definition, so the two never drift. No Node imports: the web app imports this file too.
import { firstHiddenCharactersProblem } from './plain-text.js';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const ACCOUNT_MESSAGES = {
  termsRequired: 'You must agree to the Terms & Conditions to sign up.',
  fieldsMissing: 'Please fill in every field.',
  invalidEmail: 'Please enter a valid email address.',
  emailsDiffer: 'Emails do not match!',
  passwordsDiffer: 'Passwords do not match!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordFieldsMissing: 'Please fill out all password fields.',
  newPasswordsDiffer: 'New passwords do not match.',
  signUpConfirmation:
    'A confirmation email has been sent. Please check your inbox before logging in.',
} as const;

export type SignUpRole = 'nanny' | 'parent';

/** What the sign-up form sends, exactly its fields. */
export interface SignUpInput {
  role: SignUpRole;
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** Emails compare without case and outer spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(email: string): boolean {
  return EMAIL.test(email.trim()) && email.trim().length <= 254;
}

/** The length rule, shared by sign-up, reset and change; null when fine. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}

/**
 * The first rule a sign-up breaks, in the order the form shows them (terms, empty fields, hidden
 * characters in the names, the email, the two emails, the two passwords, the length); null when
 * fine. The server adds what only it can check (a guessable password, a taken email).
 */
export function signUpProblem(input: SignUpInput): string | null {
  if (!input.acceptTerms) return ACCOUNT_MESSAGES.termsRequired;
  const required = [
    input.firstName,
    input.lastName,
    input.email,
    input.confirmEmail,
    input.password,
    input.confirmPassword,
  ];
  if (required.some((value) => value.trim() === '')) return ACCOUNT_MESSAGES.fieldsMissing;
  const hidden = firstHiddenCharactersProblem([
    ['First name', input.firstName, 'line'],
    ['Last name', input.lastName, 'line'],
  ]);
  if (hidden) return hidden;
  if (!isEmailAddress(input.email)) return ACCOUNT_MESSAGES.invalidEmail;
  if (normalizeEmail(input.email) !== normalizeEmail(input.confirmEmail)) {
    return ACCOUNT_MESSAGES.emailsDiffer;
  }
  if (input.password !== input.confirmPassword) return ACCOUNT_MESSAGES.passwordsDiffer;
  return passwordLengthProblem(input.password);
}
