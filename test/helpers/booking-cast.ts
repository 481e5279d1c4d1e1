import { bookingNanny, bookingParent, type Party } from './bookings-api.js';
import type { TestServer } from './test-server.js';
import { signedInAs } from './test-sessions.js';
import { openLive, type LiveClient } from './ws-client.js';

export type CastMember = 'parent' | 'nanny' | 'stranger' | 'operator';

/** The people of a booking test: a parent, her nanny, a stranger parent and an operator. */
export interface BookingCast {
  parent: Party;
  nanny: Party;
  stranger: Party;
  /** The operator's session cookie. */
  operator: string;
  /** Each one's live connection, open from the start. */
  live: Record<CastMember, LiveClient>;
}

export async function bookingCast(server: TestServer, now: Date): Promise<BookingCast> {
  const parent = await bookingParent(server.runtime);
  const nanny = await bookingNanny(server.runtime, {}, now);
  const stranger = await bookingParent(server.runtime, 'Stella Stranger');
  const operator = await signedInAs(server.runtime, 'operator');
  const open = (cookie: string) => openLive(server.baseUrl, { cookie });
  const live = {
    parent: await open(parent.cookie),
    nanny: await open(nanny.cookie),
    stranger: await open(stranger.cookie),
    operator: await open(operator),
  };
  return { parent, nanny, stranger, operator, live };
}

/** Closes every live connection of a cast (none when set-up failed before opening them). */
export function closeLive(live: Partial<Record<CastMember, LiveClient>> | undefined): void {
  for (const client of Object.values(live ?? {})) client.close();
}
