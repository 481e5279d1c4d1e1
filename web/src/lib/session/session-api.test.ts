import { describe, expect, it } from 'vitest';
import { parseSessionResponse } from './session-api';

describe('parseSessionResponse', () => {
  const user = {
    id: 'u1',
    role: 'parent',
    fullName: 'Ada Park',
    email: 'ada@example.com',
    signInMethod: 'password',
  };

  it('reads a signed-in user', () => {
    expect(parseSessionResponse({ user })).toEqual(user);
    const google = { ...user, signInMethod: 'google' };
    expect(parseSessionResponse({ user: google })).toEqual(google);
  });

  it('reads a missing or unknown sign-in method as password', () => {
    const withoutMethod: Partial<typeof user> = { ...user };
    delete withoutMethod.signInMethod;
    expect(parseSessionResponse({ user: withoutMethod })?.signInMethod).toBe('password');
    expect(parseSessionResponse({ user: { ...user, signInMethod: 'x' } })?.signInMethod).toBe(
      'password',
    );
  });

  it('reads { user: null } as signed out', () => {
    expect(parseSessionResponse({ user: null })).toBeNull();
  });

  it('treats an unknown role or a malformed body as signed out', () => {
    expect(parseSessionResponse({ user: { ...user, role: 'admin' } })).toBeNull();
    expect(parseSessionResponse({ user: { ...user, id: 7 } })).toBeNull();
    expect(parseSessionResponse('nope')).toBeNull();
    expect(parseSessionResponse(undefined)).toBeNull();
  });
});
