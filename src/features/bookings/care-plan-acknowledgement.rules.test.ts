import { describe, it } from 'vitest';
import {
  bookedStartsAt as startsAt,
  bookingAccepted as accepted,
  bookingCancelledByParent,
  bookingRequested,
  bookingSpec as spec,
} from '../../../test/helpers/booking-givens.js';
import {
  ACKNOWLEDGE_AFTER_START_MESSAGE,
  PLAN_CHANGED_WHILE_READING_MESSAGE,
} from '../../shared/care-plans.js';
import type { BookingCommand } from './bookings.decider.js';

const requested = bookingRequested({ children: 2, childIds: ['c1', 'c2'] });
const at = '2026-11-30T12:00:00.000Z';
const acknowledge = (changes: Partial<BookingCommand> = {}) =>
  ({
    type: 'AcknowledgeCarePlan',
    bookingId: 'b1',
    nannyId: 'n1',
    read: { c1: 1, c2: 3 },
    current: { c1: 1, c2: 3 },
    at,
    ...changes,
  }) as BookingCommand;

describe('"I have read the care plan"', () => {
  it('records the versions she read, from acceptance until the start', () => {
    spec
      .given([requested, accepted])
      .when(acknowledge())
      .then([
        {
          type: 'CarePlanAcknowledged',
          data: {
            bookingId: 'b1',
            nannyId: 'n1',
            versions: [
              { childId: 'c1', version: 1 },
              { childId: 'c2', version: 3 },
            ],
            acknowledgedAt: at,
          },
        },
      ]);
  });

  it('refuses versions that are no longer the plans (changed while she read)', () => {
    spec
      .given([requested, accepted])
      .when(acknowledge({ read: { c1: 1, c2: 2 } }))
      .thenThrows(PLAN_CHANGED_WHILE_READING_MESSAGE);
    spec
      .given([requested, accepted])
      .when(acknowledge({ read: { c1: 1 } }))
      .thenThrows(PLAN_CHANGED_WHILE_READING_MESSAGE);
  });

  it('is not asked before acceptance', () => {
    spec
      .given([requested])
      .when(acknowledge())
      .thenThrows('This booking is still waiting for an answer.');
  });

  it('is no longer asked once the session has started', () => {
    spec
      .given([requested, accepted])
      .when(acknowledge({ at: startsAt }))
      .thenThrows(ACKNOWLEDGE_AFTER_START_MESSAGE);
  });

  it("answers another nanny's booking as not found", () => {
    spec
      .given([requested, accepted])
      .when(acknowledge({ nannyId: 'n2' }))
      .thenThrows('Booking not found.');
  });

  it('is refused after a cancellation', () => {
    const cancelled = bookingCancelledByParent('2026-11-25T12:00:00.000Z', false);
    spec
      .given([requested, accepted, cancelled])
      .when(acknowledge())
      .thenThrows('This booking was cancelled.');
  });
});
