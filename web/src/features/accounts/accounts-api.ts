import { api, type ApiBody } from '../../lib/api/api';
import { parseSessionResponse } from '../../lib/session';
import type { SessionUser } from '../../lib/session';
import type { GoogleStartBody } from './google-start-body';
import type { SignUpValues } from './sign-up-validation';

// Typed fetchers for the account endpoints. Errors arrive as ApiError (see lib/api-client).

/** The sign-up body is exactly the form's values. */
export type SignUpRequest = SignUpValues;

const messageOf = async (reply: Promise<{ message: string }>): Promise<string> =>
  (await reply).message;

export const signUp = (request: SignUpRequest) =>
  messageOf(api.post('/api/auth/sign-up', { body: request }));

/** Logs in; resolves to the signed-in user, or null when the reply is not a usable user. */
export async function logIn(email: string, password: string): Promise<SessionUser | null> {
  // Read defensively, as GET /api/session is: the app must never route a role it does not know.
  return parseSessionResponse(await api.post('/api/auth/login', { body: { email, password } }));
}

export const logOut = () => messageOf(api.post('/api/auth/logout'));

export const verifyEmail = (token: string) =>
  messageOf(api.post('/api/auth/verify-email', { body: { token } }));

export const resendVerification = (email: string) =>
  messageOf(api.post('/api/auth/resend-verification', { body: { email } }));

export const requestPasswordReset = (email: string) =>
  messageOf(api.post('/api/auth/forgot-password', { body: { email } }));

export const resetPassword = (token: string, password: string, confirmPassword: string) =>
  messageOf(api.post('/api/auth/reset-password', { body: { token, password, confirmPassword } }));

export const changePassword = (body: ApiBody<'/api/account/password'>) =>
  messageOf(api.post('/api/account/password', { body }));

export const changeEmail = (newEmail: string, password: string) =>
  messageOf(api.post('/api/account/email', { body: { newEmail, password } }));

export async function fetchGoogleEnabled(): Promise<boolean> {
  return (await api.get('/api/auth/config')).googleEnabled === true;
}

/** Starts Google sign-in (a same-origin POST); resolves to the provider URL to go to. */
export async function startGoogleSignIn(body: GoogleStartBody): Promise<string> {
  return (await api.post('/api/auth/google/start', { body })).url;
}

/** Deletes her own account: the password, or '' after a fresh Google sign-in. */
export const deleteAccount = (password: string) =>
  messageOf(api.post('/api/account/erase', { body: { password } }));
