// The password rules every form shares with the server: 8 to 128 characters.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const messages = {
  termsRequired: 'You must agree to the Terms & Conditions to sign up.',
  emailsDiffer: 'Emails do not match!',
  passwordsDiffer: 'Passwords do not match!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordFieldsMissing: 'Please fill out all password fields.',
  newPasswordsDiffer: 'New passwords do not match.',
  signUpConfirmation:
    'A confirmation email has been sent. Please check your inbox before logging in.',
  loggedOut: 'You have been logged out.',
  googleManaged: 'Your email and password are managed by Google.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
} as const;

/** The length problem of a password, or null when its length is allowed. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return messages.passwordTooLong;
  return null;
}

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
