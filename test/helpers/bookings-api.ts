import type { FastifyInstance } from 'fastify';
import { createSession } from '../../src/infra/auth/session-store.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { get, post } from './accounts-api.js';
import { seedApprovedNanny, type SeedNanny } from './directory-seed.js';
import { signedInAccount } from './test-sessions.js';

export interface Party {
  id: string;
  cookie: string;
  email: string;
}

/**
 * Her profile with considerations, as the profile form records it (the form wants a photo),
 * straight into the log after her sign-up's profile event.
 */
export async function recordParentProfile(
  deps: Pick<FeatureDeps, 'eventStore'>,
  who: Party,
  profile: { fullName: string; specialConsiderations: string; at: Date },
): Promise<void> {
  await deps.eventStore.append({ id: `parent-${who.id}`, type: 'parent' }, 1, [
    {
      type: 'ParentProfileUpdated',
      data: {
        parentId: who.id,
        fullName: profile.fullName,
        multipleChildren: false,
        specialConsiderations: profile.specialConsiderations,
        updatedAt: profile.at.toISOString(),
      },
    },
  ]);
}

/** A parent with a filled-in profile (name and special considerations), signed in. */
export async function bookingParent(deps: FeatureDeps, fullName = 'Paula Parent'): Promise<Party> {
  const { accountId, cookie } = await signedInAccount(deps, 'parent');
  await deps.eventStore.append({ id: `parent-${accountId}`, type: 'parent' }, 0, [
    {
      type: 'ParentProfileUpdated',
      data: {
        parentId: accountId,
        fullName,
        multipleChildren: true,
        specialConsiderations: 'Autism; loves trains.',
        updatedAt: new Date().toISOString(),
      },
    },
  ]);
  return { id: accountId, cookie, email: `parent.${accountId}@example.com` };
}

/** An approved nanny (weekdays 08:00–17:00 unless told) with a session started at `at`. */
export async function bookingNanny(
  deps: FeatureDeps,
  seed: SeedNanny = {},
  at = deps.clock(),
): Promise<Party> {
  const { nannyId } = await seedApprovedNanny(deps, { fullName: 'Bea Bookable', ...seed });
  const { token } = await createSession(deps.db, nannyId, at);
  return { id: nannyId, cookie: `rbt_session=${token}`, email: `${nannyId}@nannies.example` };
}

let keys = 0;
export const requestBody = (nannyId: string, changes: object = {}) => ({
  nannyId,
  date: '2026-12-01',
  startTime: '09:30',
  endTime: '12:30',
  children: 2,
  note: 'Loves trains.',
  idempotencyKey: `key-${++keys}-${Math.random().toString(36).slice(2)}`,
  ...changes,
});

export interface BookingJson {
  id: string;
  status: string;
  [field: string]: unknown;
}

/** POST /api/bookings; the booking when it was made. */
export async function requestAs(app: FastifyInstance, parent: Party, body: object) {
  const response = await post(app, '/api/bookings', body, parent.cookie);
  return { response, booking: response.json<{ booking?: BookingJson }>().booking };
}

export const nannyAction = (
  app: FastifyInstance,
  nanny: Party,
  id: string,
  action: 'accept' | 'decline' | 'cancel' | 'complete',
  body: object = {},
) => post(app, `/api/nanny/bookings/${id}/${action}`, body, nanny.cookie);

export const parentAction = (
  app: FastifyInstance,
  parent: Party,
  id: string,
  action: 'cancel' | 'no-show' | 'confirm-hours' | 'dispute-hours',
  body: object = {},
) => post(app, `/api/bookings/${id}/${action}`, body, parent.cookie);

export async function nannyLists(app: FastifyInstance, nanny: Party) {
  return (await get(app, '/api/nanny/bookings', nanny.cookie)).json<{
    requests: BookingJson[];
    upcoming: BookingJson[];
    past: BookingJson[];
    rateCents: number;
  }>();
}

export async function parentList(app: FastifyInstance, parent: Party) {
  return (await get(app, '/api/bookings', parent.cookie)).json<{ bookings: BookingJson[] }>()
    .bookings;
}

/** The status of one of her bookings as her list shows it (undefined when it is not there). */
export const statusInParentList = async (app: FastifyInstance, parent: Party, id: string) =>
  (await parentList(app, parent)).find((b) => b.id === id)?.status;
