import { newPasswordProblem } from '../../infra/auth/passwords.js';
import {
  ACCOUNT_MESSAGES,
  signUpProblem as formProblem,
  type SignUpInput,
} from '../../shared/account-rules.js';

export const TERMS_MESSAGE = ACCOUNT_MESSAGES.termsRequired;
export const SIGN_UP_SENT_MESSAGE = ACCOUNT_MESSAGES.signUpConfirmation;

/**
 * The first rule a sign-up breaks: the form's rules (src/shared/account-rules.ts, which the web
 * app shows before sending), then a guessable password; undefined when fine.
 */
export function signUpProblem(input: SignUpInput): string | undefined {
  return formProblem(input) ?? newPasswordProblem(input.password);
}
