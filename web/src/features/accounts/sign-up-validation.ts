import { signUpProblem, type SignUpInput } from '@shared/account-rules';

// The sign-up rules are the server's own (src/shared/account-rules.ts): the form shows the first
// one broken before sending, in the product's order.

export type { SignUpRole } from '@shared/account-rules';

export type SignUpValues = SignUpInput;

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

/** The first problem of the sign-up form, or null when it may be sent. */
export const validateSignUp = (values: SignUpValues): string | null => signUpProblem(values);
