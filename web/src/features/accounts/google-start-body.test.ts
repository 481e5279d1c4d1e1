import { describe, expect, it } from 'vitest';
import { googleStartBody } from './google-start-body';

describe('googleStartBody', () => {
  it('asks only for a login in login mode', () => {
    expect(googleStartBody({ mode: 'login' })).toEqual({ mode: 'login' });
  });

  it('passes the role, the typed names and the accepted terms in sign-up mode', () => {
    const body = googleStartBody({
      mode: 'signup',
      role: 'nanny',
      firstName: ' Zoë ',
      lastName: "O'Neil & Co",
    });
    expect(body).toEqual({
      mode: 'signup',
      role: 'nanny',
      firstName: 'Zoë',
      lastName: "O'Neil & Co",
      acceptTerms: true,
    });
  });

  it('leaves out names that were not typed', () => {
    const body = googleStartBody({ mode: 'signup', role: 'parent', firstName: ' ', lastName: '' });
    expect(body).toEqual({ mode: 'signup', role: 'parent', acceptTerms: true });
  });
});
