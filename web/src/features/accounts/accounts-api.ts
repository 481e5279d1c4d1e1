import { apiClient } from '../../lib/api-client';
import { parseSessionResponse } from '../../lib/session';
import type { SessionUser } from '../../lib/session';
import type { GoogleStartBody } from './google-start-body';
import type { SignUpValues } from './sign-up-validation';

// Typed fetchers for the account endpoints. Errors arrive as ApiError (see lib/api-client).

interface MessageReply {
  message: string;
}

/** The sign-up body is exactly the form's values. */
export type SignUpRequest = SignUpValues;

const post = async (path: string, body: unknown): Promise<string> =>
  (await apiClient.post<MessageReply>(path, body)).message;

export const signUp = (request: SignUpRequest) => post('/api/auth/sign-up', request);

/** Logs in; resolves to the signed-in user, or null when the reply is not a usable user. */
export async function logIn(email: string, password: string): Promise<SessionUser | null> {
  const reply = await apiClient.post<unknown>('/api/auth/login', { email, password });
  return parseSessionResponse(reply);
}

export const logOut = () => post('/api/auth/logout', {});

export const verifyEmail = (token: string) => post('/api/auth/verify-email', { token });

export const resendVerification = (email: string) =>
  post('/api/auth/resend-verification', { email });

export const requestPasswordReset = (email: string) => post('/api/auth/forgot-password', { email });

export const resetPassword = (token: string, password: string, confirmPassword: string) =>
  post('/api/auth/reset-password', { token, password, confirmPassword });

export const changePassword = (body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => post('/api/account/password', body);

export const changeEmail = (newEmail: string, password: string) =>
  post('/api/account/email', { newEmail, password });

export async function fetchGoogleEnabled(): Promise<boolean> {
  const reply = await apiClient.get<{ googleEnabled?: unknown }>('/api/auth/config');
  return reply.googleEnabled === true;
}

/** Starts Google sign-in (a same-origin POST); resolves to the provider URL to go to. */
export async function startGoogleSignIn(body: GoogleStartBody): Promise<string> {
  return (await apiClient.post<{ url: string }>('/api/auth/google/start', body)).url;
}
