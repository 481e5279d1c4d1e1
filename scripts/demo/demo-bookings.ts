import { instantOf, todayIn } from '../../src/shared/booking-times.js';
import type { Runtime } from '../../src/runtime.js';
import { chargeSessionNow } from './demo-charges.js';
import type { DemoClient, Person } from './demo-client.js';
import { DAY, HOUR, MINUTE, type Step } from './demo-clock.js';
import { openBookings } from './demo-bookings-open.js';
import { pastBookings } from './demo-bookings-past.js';
import { sendMessage, type Pair } from './demo-messages.js';

export interface BookingWorld {
  client: DemoClient;
  runtime: Runtime;
  /** The story's present: the last step plays at this instant. */
  now: number;
  /** The families' zone (their ZIPs'): every booking's times are read there. */
  timeZone: string;
  parents: () => Person[];
  /** The four approved nannies the parents book (every day, 08:00–18:00). */
  nannies: () => Person[];
  operator: () => Person;
}

export interface Spec {
  parent: number;
  nanny: number;
  /** Days from today (negative: a session in the past). */
  day: number;
  start: string;
  end: string;
  note: string;
  /** When the parent asks, in hours before the start (or, for requests still open, hours ago). */
  askedBefore?: number;
  askedHoursAgo?: number;
  /** What follows, given the booking's id and start and end instants. */
  then: (b: Booked) => Step[];
}

/** A requested booking: its id once the request has played, and its instants. */
export interface Booked {
  id: () => string;
  startsAt: number;
  endsAt: number;
}

let keys = 0;

/**
 * Bookings in every status, each through the routes the pages call, with incidents and
 * messages on some of them.
 */
export function bookingSteps(world: BookingWorld): { steps: Step[]; bookingIds: () => string[] } {
  const script = new BookingScript(world);
  return {
    steps: [...pastBookings(script), ...openBookings(script)],
    bookingIds: () => script.bookingIds,
  };
}

/** Builds the steps of the booking stories: who does what, at which moment. */
export class BookingScript {
  readonly client: DemoClient;
  /** The bookings requested so far. */
  readonly bookingIds: string[] = [];

  constructor(readonly world: BookingWorld) {
    this.client = world.client;
  }

  parent = (i: number) => this.world.parents()[i]!;
  nanny = (i: number) => this.world.nannies()[i]!;
  operator = () => this.world.operator();

  /** The family's calendar date `day` days from today. */
  dateOf(day: number): string {
    return this.instant(day, '12:00').date;
  }

  private instant(day: number, time: string) {
    const { now, timeZone } = this.world;
    const date = todayIn(new Date(now + day * DAY), timeZone);
    const at = instantOf(date, time, timeZone);
    if (!at) throw new Error(`demo: ${date} ${time} does not exist in ${timeZone}`);
    return { date, at: at.getTime() };
  }

  /** The parent's request, then what the spec says follows. */
  booking(spec: Spec): Step[] {
    let id = '';
    const { date, at: startsAt } = this.instant(spec.day, spec.start);
    const endsAt = this.instant(spec.day, spec.end).at;
    const now = this.world.now;
    const ask: Step = {
      at:
        spec.askedHoursAgo === undefined
          ? Math.min(startsAt - (spec.askedBefore ?? 48) * HOUR, now - 5 * MINUTE)
          : now - spec.askedHoursAgo * HOUR,
      run: async () => {
        const answer = await this.client.post(
          '/api/bookings',
          {
            nannyId: this.nanny(spec.nanny).id,
            date,
            startTime: spec.start,
            endTime: spec.end,
            children: 1 + (spec.parent % 2),
            note: spec.note,
            idempotencyKey: `demo-${++keys}-${Date.now().toString(36)}`,
          },
          this.parent(spec.parent),
        );
        id = (answer.booking as { id: string }).id;
        this.bookingIds.push(id);
      },
    };
    return [ask, ...spec.then({ id: () => id, startsAt, endsAt })];
  }

  byNanny(b: Booked, i: number, at: number, action: string, body: object = {}): Step {
    return {
      at,
      run: async () =>
        void (await this.client.post(
          `/api/nanny/bookings/${b.id()}/${action}`,
          body,
          this.nanny(i),
        )),
    };
  }

  byParent(b: Booked, i: number, at: number, action: string, body: object = {}): Step {
    return {
      at,
      run: async () =>
        void (await this.client.post(`/api/bookings/${b.id()}/${action}`, body, this.parent(i))),
    };
  }

  /** The session's charge goes through, as the charge job would take it at that moment. */
  charged(b: Booked, at: number): Step {
    return { at, run: () => chargeSessionNow(this.world.runtime, b.id()) };
  }

  say(pair: Pair, from: 'parent' | 'nanny', hoursFromNow: number, text: string): Step {
    return sendMessage(this.world, pair, from, this.world.now + hoursFromNow * HOUR, text);
  }
}
