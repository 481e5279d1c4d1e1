import { ApiError, errorMessageOf } from '../../lib/api-client';
import { verifyEmail } from './accounts-api';

export type VerifyOutcome =
  { ok: true; message: string } | { ok: false; message: string; reason: string | undefined };

// A verification token works once. React StrictMode runs effects twice in development and a
// remount could run them again, so each token is posted at most once per page load and every
// caller shares that one answer.
const attempts = new Map<string, Promise<VerifyOutcome>>();

export function verifyOnce(token: string): Promise<VerifyOutcome> {
  let attempt = attempts.get(token);
  if (attempt === undefined) {
    attempt = verifyEmail(token).then(
      (message): VerifyOutcome => ({ ok: true, message }),
      (error: unknown): VerifyOutcome => ({
        ok: false,
        message: errorMessageOf(error),
        reason: error instanceof ApiError ? error.reason : undefined,
      }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}
