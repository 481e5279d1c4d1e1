import { api } from '../api/api';
import type { SessionUser, UserRole } from './session-types';

const roles: readonly UserRole[] = ['nanny', 'parent', 'operator'];

function isRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * Reads the body of GET /api/session. Anything that is not a well-formed user counts as signed
 * out, so a half-deployed server can never put the app into a state with a role it cannot route.
 */
export function parseSessionResponse(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null || !('user' in body)) return null;
  const user: unknown = body.user;
  if (typeof user !== 'object' || user === null) return null;
  const { id, role, fullName, email, signInMethod } = user as Record<string, unknown>;
  if (!isNonEmptyString(id) || !isRole(role) || !isNonEmptyString(email)) return null;
  return {
    id,
    role,
    email,
    fullName: typeof fullName === 'string' ? fullName : '',
    // Only an explicit 'google' hides the password forms; anything else may use them.
    signInMethod: signInMethod === 'google' ? 'google' : 'password',
  };
}

export async function fetchSessionUser(): Promise<SessionUser | null> {
  // Read defensively all the same: the app must never route a role it does not know.
  return parseSessionResponse(await api.get('/api/session'));
}
