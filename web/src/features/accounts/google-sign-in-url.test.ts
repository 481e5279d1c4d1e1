import { describe, expect, it } from 'vitest';
import { googleSignInUrl } from './google-sign-in-url';

function paramsOf(url: string): Record<string, string> {
  const parsed = new URL(url, 'http://localhost');
  expect(parsed.pathname).toBe('/api/auth/google/start');
  return Object.fromEntries(parsed.searchParams);
}

describe('googleSignInUrl', () => {
  it('asks only for a login in login mode', () => {
    expect(paramsOf(googleSignInUrl({ mode: 'login' }))).toEqual({ mode: 'login' });
  });

  it('passes the role, the typed names and the accepted terms in sign-up mode', () => {
    const url = googleSignInUrl({
      mode: 'signup',
      role: 'nanny',
      firstName: ' Zoë ',
      lastName: "O'Neil & Co",
    });
    expect(paramsOf(url)).toEqual({
      mode: 'signup',
      role: 'nanny',
      firstName: 'Zoë',
      lastName: "O'Neil & Co",
      acceptTerms: 'true',
    });
  });

  it('leaves out names that were not typed', () => {
    const url = googleSignInUrl({ mode: 'signup', role: 'parent', firstName: ' ', lastName: '' });
    expect(paramsOf(url)).toEqual({ mode: 'signup', role: 'parent', acceptTerms: 'true' });
  });
});
