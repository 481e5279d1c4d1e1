import { errorMessageOf } from './api-client';

/** A failure alert followed by the server's reason, unless the reason says the same. */
export function failureText(alert: string, error: unknown): string {
  const reason = errorMessageOf(error);
  return reason === alert ? alert : `${alert} ${reason}`;
}
