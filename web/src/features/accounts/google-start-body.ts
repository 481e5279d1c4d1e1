import type { SignUpRole } from './sign-up-validation';

export type GoogleSignInRequest =
  { mode: 'login' } | { mode: 'signup'; role: SignUpRole; firstName: string; lastName: string };

export type GoogleStartBody =
  | { mode: 'login' }
  | {
      mode: 'signup';
      role: SignUpRole;
      firstName?: string;
      lastName?: string;
      acceptTerms: true;
    };

/** What the Google button posts to start sign-in; the server answers with where to go. */
export function googleStartBody(request: GoogleSignInRequest): GoogleStartBody {
  if (request.mode === 'login') return { mode: 'login' };
  // Names are only a fallback for a token without one, so blanks are left out.
  const firstName = request.firstName.trim();
  const lastName = request.lastName.trim();
  return {
    mode: 'signup',
    role: request.role,
    ...(firstName !== '' ? { firstName } : {}),
    ...(lastName !== '' ? { lastName } : {}),
    acceptTerms: true,
  };
}
