import { describe, expect, it } from 'vitest';
import { CONTEXT_WORDS, isGuessablePassword } from './guessable-passwords.js';

describe('guessable passwords (ASVS 5.0 V6.2.4, V6.2.11, V6.2.12)', () => {
  it('V6.2.4: refuses the most common breached passwords of 8 characters or more', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'trustno1']) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('V6.2.12: compares without case', () => {
    expect(isGuessablePassword('PassWord123')).toBe(true);
    expect(isGuessablePassword('SUNSHINE')).toBe(true);
  });

  it('V6.2.11: refuses a password made only of words about this service, digits and symbols', () => {
    for (const password of ['RBTNanny2026!', 'nanny connect 1', 'Babysitter#1', 'rbt-rbt-rbt']) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
    expect(CONTEXT_WORDS).toContain('nanny');
  });

  it('accepts passphrases and uncommon passwords, even with a service word inside', () => {
    for (const password of [
      'correct horse battery',
      'my nanny is the best',
      'a      b',
      '40718253',
      'Ünïcødé 🔑 passphrase',
    ]) {
      expect(isGuessablePassword(password), password).toBe(false);
    }
  });
});
