import { conversationIdOf } from '../../src/features/messages/messages.events.js';
import type { Person } from './demo-client.js';
import type { BookingWorld } from './demo-bookings.js';
import type { Step } from './demo-clock.js';

/** A parent and a nanny, by their places in the demo's lists. */
export interface Pair {
  parent: number;
  nanny: number;
}

export const OFF_PLATFORM =
  'Could you make an exception? I can pay you cash directly, outside the app, no fees for either of us.';
export const REPORT_REASON = 'Asks to be paid off the platform after I declined.';

let keys = 0;

const people = (world: BookingWorld, pair: Pair) => {
  const parent = world.parents()[pair.parent]!;
  const nanny = world.nannies()[pair.nanny]!;
  return { parent, nanny, conversation: conversationIdOf(parent.id, nanny.id) };
};

/** One message from one side of the pair (their conversation opened with a booking request). */
export function sendMessage(
  world: BookingWorld,
  pair: Pair,
  from: 'parent' | 'nanny',
  at: number,
  text: string,
  sent?: (messageId: string) => void,
): Step {
  return {
    at,
    run: async () => {
      const { parent, nanny, conversation } = people(world, pair);
      const answer = await world.client.post(
        `/api/conversations/${conversation}/messages`,
        { text, idempotencyKey: `demo-message-${++keys}-${Date.now().toString(36)}` },
        from === 'parent' ? parent : nanny,
      );
      sent?.((answer.message as { id: string }).id);
    },
  };
}

/** The reader opens the conversation and marks all of it read. */
export function readAll(world: BookingWorld, pair: Pair, who: 'parent' | 'nanny', at: number) {
  return {
    at,
    run: async () => {
      const { parent, nanny, conversation } = people(world, pair);
      const reader: Person = who === 'parent' ? parent : nanny;
      const page = await world.client.get(`/api/conversations/${conversation}/messages`, reader);
      const last = (page.messages as { id: string }[]).at(-1);
      if (!last) return;
      await world.client.post(
        `/api/conversations/${conversation}/read`,
        { upToMessageId: last.id },
        reader,
      );
    },
  };
}

/** The nanny reports a parent's message: it waits in the operators' Reports queue. */
export function reportMessage(
  world: BookingWorld,
  pair: Pair,
  at: number,
  messageId: () => string,
  reason: string,
): Step {
  return {
    at,
    run: async () => {
      const { nanny, conversation } = people(world, pair);
      await world.client.post(
        `/api/conversations/${conversation}/messages/${messageId()}/report`,
        { reason },
        nanny,
      );
    },
  };
}

export function block(world: BookingWorld, pair: Pair, who: 'parent' | 'nanny', at: number): Step {
  return {
    at,
    run: async () => {
      const { parent, nanny, conversation } = people(world, pair);
      await world.client.post(
        `/api/conversations/${conversation}/block`,
        {},
        who === 'parent' ? parent : nanny,
      );
    },
  };
}
