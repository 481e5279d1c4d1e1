import { describe, expect, it } from 'vitest';
import type { SignUpInput } from '../../shared/account-rules.js';
import { signUpProblem } from './sign-up.rules.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';

const valid: SignUpInput = {
  role: 'parent',
  firstName: 'Paula',
  lastName: 'Parent',
  email: 'paula@example.com',
  confirmEmail: 'Paula@Example.com ',
  password: 'long enough',
  confirmPassword: 'long enough',
  acceptTerms: true,
};

describe('sign-up rules', () => {
  it('accepts a complete form (emails compared without case or spaces)', () => {
    expect(signUpProblem(valid)).toBeUndefined();
  });

  it('asks for the terms first, before anything else', () => {
    expect(signUpProblem({ ...valid, acceptTerms: false, firstName: '' })).toBe(
      'You must agree to the Terms & Conditions to sign up.',
    );
  });

  it.each([
    [{ lastName: ' ' }, 'Please fill in every field.'],
    [{ email: 'paula@', confirmEmail: 'paula@' }, 'Please enter a valid email address.'],
    [{ confirmEmail: 'pat@example.com' }, 'Emails do not match!'],
    [{ confirmPassword: 'long enougH' }, 'Passwords do not match!'],
    [
      { password: 'seven77', confirmPassword: 'seven77' },
      'Password must be at least 8 characters.',
    ],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password must be at most 128 characters.',
    ],
  ])('refuses %o', (change, message) => {
    expect(signUpProblem({ ...valid, ...change })).toBe(message);
  });
});

describe('security item 10: hidden characters in names', () => {
  it('security item 10: refuses first and last names with bidirectional or control characters', () => {
    expect(signUpProblem({ ...valid, firstName: 'Pa\u202Eula' })).toBe(
      hiddenCharactersMessage('First name'),
    );
    expect(signUpProblem({ ...valid, lastName: 'Parent\u0000' })).toBe(
      hiddenCharactersMessage('Last name'),
    );
  });
});
