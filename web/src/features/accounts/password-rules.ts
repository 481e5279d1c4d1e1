// The password rules every form shares with the server (src/shared/account-rules.ts), and the
// messages of the account forms.
import { ACCOUNT_MESSAGES, passwordLengthProblem } from '@shared/account-rules';

export const messages = {
  ...ACCOUNT_MESSAGES,
  loggedOut: 'You have been logged out.',
  googleManaged: 'Your email and password are managed by Google.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
} as const;

/** A new password and its confirmation (reset page): they must match, then have a valid length. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return messages.passwordsDiffer;
  return passwordLengthProblem(password);
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first problem of the change-password form, or null when it may be sent. */
export function validateChangePassword(values: ChangePasswordValues): string | null {
  const { currentPassword, newPassword, confirmPassword } = values;
  if (currentPassword === '' || newPassword === '' || confirmPassword === '') {
    return messages.passwordFieldsMissing;
  }
  if (newPassword !== confirmPassword) return messages.newPasswordsDiffer;
  return passwordLengthProblem(newPassword);
}
