/**
 * Typed errors that domain code throws when a rule is broken. One HTTP error handler maps each
 * kind to a status; the message is shown to the user as is, so it must be plain and safe.
 */
export type DomainErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  /** A service we depend on (e.g. the sign-in provider) did not answer usefully. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * A command about one owner sent to another owner's stream (a parent's profile change naming
 * another parent). Routes build commands from the session, so this only fires when something
 * upstream is wrong: refuse rather than write one person's facts into another's history.
 */
export class NotStreamOwnerError extends DomainError {
  constructor() {
    super('forbidden', 'You can only change your own records.');
    this.name = 'NotStreamOwnerError';
  }
}

export const validationError = (message: string, details?: Record<string, unknown>) =>
  new DomainError('validation', message, details);
export const unauthorizedError = (message = 'Please sign in to continue.') =>
  new DomainError('unauthorized', message);
export const forbiddenError = (message = 'You are not allowed to do that.') =>
  new DomainError('forbidden', message);
export const notFoundError = (message = 'Not found.') => new DomainError('not_found', message);
export const conflictError = (message: string) => new DomainError('conflict', message);

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
