import { randomUUID } from 'node:crypto';
import { createSession } from '../../src/infra/auth/session-store.js';
import type { Role } from '../../src/infra/db/schema.js';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import type { FeatureDeps } from '../../src/infra/feature.js';

const REGISTERED = {
  nanny: 'NannyRegistered',
  parent: 'ParentRegistered',
  operator: 'OperatorRegistered',
} as const;

/**
 * An account of the role, registered through the event store, and the Cookie
 * header of a session for it (no password, no email round trip: the audit tests need roles).
 */
export async function signedInAs(deps: FeatureDeps, role: Role): Promise<string> {
  return (await signedInAccount(deps, role)).cookie;
}

/** The three roles, in the order the route-walking tests try them. */
export const ROLES: Role[] = ['nanny', 'parent', 'operator'];

/** The Cookie header of a session of a new account of each role (see signedInAs). */
export async function signedInAsEachRole(deps: FeatureDeps): Promise<Record<Role, string>> {
  const cookies = {} as Record<Role, string>;
  for (const role of ROLES) cookies[role] = await signedInAs(deps, role);
  return cookies;
}

/** Like signedInAs, with the account's id too (for tests that need to name the account). */
export async function signedInAccount(
  deps: FeatureDeps,
  role: Role,
): Promise<{ accountId: string; cookie: string }> {
  const accountId = randomUUID();
  const at = new Date().toISOString();
  await deps.eventStore.append({ id: `account-${accountId}`, type: 'account' }, 0, [
    registeredEvent(role, accountId, at),
  ]);
  const { token } = await createSession(deps.db, accountId, new Date());
  return { accountId, cookie: `rbt_session=${token}` };
}

/** The registration event of a verified account of the role, as the sign-up commands record it. */
export function registeredEvent(role: Role, accountId: string, at: string): NewEvent {
  return {
    type: REGISTERED[role],
    data: {
      accountId,
      firstName: role,
      lastName: 'Tester',
      fullName: `${role} Tester`,
      email: `${role}.${accountId}@example.com`,
      signUpMethod: 'password',
      googleSubject: null,
      emailVerified: true,
      termsAcceptedAt: at,
      registeredAt: at,
    },
  };
}
