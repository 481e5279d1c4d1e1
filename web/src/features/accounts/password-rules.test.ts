import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateNewPassword } from './password-rules';

describe('validateNewPassword', () => {
  it('accepts a matching password of 8 to 128 characters', () => {
    expect(validateNewPassword('12345678', '12345678')).toBeNull();
    expect(validateNewPassword('x'.repeat(128), 'x'.repeat(128))).toBeNull();
  });

  it('reports a mismatch before the length', () => {
    expect(validateNewPassword('short', 'other')).toBe('Passwords do not match!');
  });

  it('reports a password that is too short or too long', () => {
    expect(validateNewPassword('1234567', '1234567')).toBe(
      'Password must be at least 8 characters.',
    );
    expect(validateNewPassword('x'.repeat(129), 'x'.repeat(129))).toBe(
      'Password must be at most 128 characters.',
    );
  });
});

describe('validateChangePassword', () => {
  const valid = {
    currentPassword: 'old password',
    newPassword: 'new password',
    confirmPassword: 'new password',
  };

  it('accepts three filled fields with a matching new password', () => {
    expect(validateChangePassword(valid)).toBeNull();
  });

  it('needs all three fields', () => {
    for (const key of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      expect(validateChangePassword({ ...valid, [key]: '' })).toBe(
        'Please fill out all password fields.',
      );
    }
  });

  it('needs the new password and its confirmation to match', () => {
    expect(validateChangePassword({ ...valid, confirmPassword: 'something else' })).toBe(
      'New passwords do not match.',
    );
  });

  it('applies the length rule to the new password', () => {
    expect(
      validateChangePassword({ ...valid, newPassword: 'short', confirmPassword: 'short' }),
    ).toBe('Password must be at least 8 characters.');
  });
});
