import { ApiError, errorMessageOf } from './api-client';

/** A failure alert followed by the server's reason, unless the reason says the same. */
export function failureText(alert: string, error: unknown): string {
  const reason = errorMessageOf(error);
  return reason === alert ? alert : `${alert} ${reason}`;
}

/**
 * The server's reason when it refused what was asked with one of these statuses (a filter it
 * cannot apply, an id that names nothing), to show in place of the list; null for any other
 * failure, which shows Try again.
 */
export function refusalText(error: unknown, statuses: readonly number[]): string | null {
  return error instanceof ApiError && statuses.includes(error.status) ? error.message : null;
}
