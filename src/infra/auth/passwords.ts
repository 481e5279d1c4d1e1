import { hash, verify } from '@node-rs/argon2';
import { passwordLengthProblem } from '../../shared/account-rules.js';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessablePassword } from './guessable-passwords.js';

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

/** Every rule a new password must meet (length, then not guessable); undefined when fine. */
export function newPasswordProblem(password: string): string | undefined {
  return (
    passwordLengthProblem(password) ??
    (isGuessablePassword(password) ? GUESSABLE_PASSWORD_MESSAGE : undefined)
  );
}
