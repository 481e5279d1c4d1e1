import { hash, verify } from '@node-rs/argon2';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessablePassword } from './guessable-passwords.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Argon2id at OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id (a const enum we cannot import)
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Hashes new passwords; a dependency of the account flows, so a test can count the work done. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
}

export const argon2PasswordHasher: PasswordHasher = { hash: hashPassword };

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account or no password, so response
 * times do not tell an attacker which emails have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The length rule, shared by sign-up, reset and change; undefined when fine. */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  return undefined;
}

/** Every rule a new password must meet (length, then not guessable); undefined when fine. */
export function newPasswordProblem(password: string): string | undefined {
  return (
    passwordLengthProblem(password) ??
    (isGuessablePassword(password) ? GUESSABLE_PASSWORD_MESSAGE : undefined)
  );
}
