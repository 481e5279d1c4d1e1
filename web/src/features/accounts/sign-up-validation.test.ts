import { describe, expect, it } from 'vitest';
import { emptySignUpValues, validateSignUp } from './sign-up-validation';
import type { SignUpValues } from './sign-up-validation';
import { hiddenCharactersMessage } from '@shared/plain-text';

const valid: SignUpValues = {
  ...emptySignUpValues,
  firstName: 'Ada',
  lastName: 'Park',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  acceptTerms: true,
};

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it('asks for the terms first, before any other problem', () => {
    const values = { ...valid, acceptTerms: false, confirmEmail: 'x@example.com', password: 'a' };
    expect(validateSignUp(values)).toBe('You must agree to the Terms & Conditions to sign up.');
  });

  it('reports different emails before password problems', () => {
    const values = { ...valid, confirmEmail: 'other@example.com', confirmPassword: 'nope' };
    expect(validateSignUp(values)).toBe('Emails do not match!');
  });

  it('treats emails differing only in case or outer spaces as the same', () => {
    expect(validateSignUp({ ...valid, confirmEmail: ' ADA@example.com ' })).toBeNull();
  });

  it('reports different passwords before their length', () => {
    expect(validateSignUp({ ...valid, password: 'short', confirmPassword: 'shorter' })).toBe(
      'Passwords do not match!',
    );
  });

  it('needs at least 8 characters', () => {
    expect(validateSignUp({ ...valid, password: '1234567', confirmPassword: '1234567' })).toBe(
      'Password must be at least 8 characters.',
    );
    expect(validateSignUp({ ...valid, password: '12345678', confirmPassword: '12345678' })).toBe(
      null,
    );
  });

  it('allows at most 128 characters', () => {
    const long = 'x'.repeat(129);
    expect(validateSignUp({ ...valid, password: long, confirmPassword: long })).toBe(
      'Password must be at most 128 characters.',
    );
  });

  it('starts as a parent with nothing filled in and the terms unticked', () => {
    expect(emptySignUpValues.role).toBe('parent');
    expect(emptySignUpValues.acceptTerms).toBe(false);
    expect(emptySignUpValues.email).toBe('');
  });
});

describe('security item 10: the sign-up form refuses hidden characters before sending', () => {
  it('security item 10: in the first and last name, with the server message', () => {
    expect(validateSignUp({ ...valid, firstName: 'A\u202Eda' })).toBe(
      hiddenCharactersMessage('First name'),
    );
    expect(validateSignUp({ ...valid, lastName: 'Park\u0007' })).toBe(
      hiddenCharactersMessage('Last name'),
    );
  });
});
