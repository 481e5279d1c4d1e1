import { dictionary } from '@zxcvbn-ts/language-common';

export const GUESSABLE_PASSWORD_MESSAGE =
  'This password is too easy to guess. Please choose a different one.';

/**
 * Words about this service an attacker tries first (ASVS 5.0 V6.1.2): its name, what it is,
 * who uses it. A password made of nothing else but these, digits and punctuation is refused.
 */
export const CONTEXT_WORDS = [
  'rbt',
  'nanny',
  'nannies',
  'connect',
  'rbtnannyconnect',
  'nannyconnect',
  'babysitter',
  'babysitting',
  'parent',
  'operator',
  'admin',
  'behavior',
  'technician',
  'password',
] as const;

let common: Set<string> | undefined;

/**
 * zxcvbn-ts's list of passwords seen most often in breaches (about 49,000, ~18,000 of them 8
 * characters or more), compared without case: "Password123" is as guessable as "password123".
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

const CONTEXT_ONLY = new RegExp(
  `^(?:${[...CONTEXT_WORDS].sort((a, b) => b.length - a.length).join('|')})+$`,
);

/** True for a password on the common list, or made of the words above and filler only. */
export function isGuessablePassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const words = lower.replace(/[\s\d\p{P}\p{S}]/gu, '');
  return words !== '' && CONTEXT_ONLY.test(words);
}
