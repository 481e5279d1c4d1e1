import type { SignUpRole } from './sign-up-validation';

export type GoogleSignInRequest =
  { mode: 'login' } | { mode: 'signup'; role: SignUpRole; firstName: string; lastName: string };

/** Where the browser goes to start Google sign-in; the server takes it from there. */
export function googleSignInUrl(request: GoogleSignInRequest): string {
  const params = new URLSearchParams({ mode: request.mode });
  if (request.mode === 'signup') {
    params.set('role', request.role);
    // Names are only a fallback for a token without one, so blanks are left out.
    const firstName = request.firstName.trim();
    const lastName = request.lastName.trim();
    if (firstName !== '') params.set('firstName', firstName);
    if (lastName !== '') params.set('lastName', lastName);
    params.set('acceptTerms', 'true');
  }
  return `/api/auth/google/start?${params.toString()}`;
}
