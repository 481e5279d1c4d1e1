import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import {
  ACKNOWLEDGE_AFTER_START_MESSAGE,
  PLAN_CHANGED_WHILE_READING_MESSAGE,
} from '../../shared/care-plans.js';
import { bookingDecider, type BookingCommand } from './bookings.decider.js';
import { bookingStreamId, type BookingEvent } from './bookings.events.js';

const spec = deciderSpec(bookingDecider, bookingStreamId('b1'));
const startsAt = '2026-12-01T14:30:00.000Z';
const requested: BookingEvent = {
  type: 'BookingRequested',
  data: {
    bookingId: 'b1',
    nannyId: 'n1',
    nannyName: 'Bea',
    parentId: 'p1',
    parentName: 'Paula',
    date: '2026-12-01',
    startTime: '09:30',
    endTime: '12:30',
    startsAt,
    endsAt: '2026-12-01T17:30:00.000Z',
    timeZone: 'America/New_York',
    children: 2,
    note: '',
    createdAt: '2026-11-21T12:00:00.000Z',
    expiresAt: '2026-11-23T12:00:00.000Z',
    childIds: ['c1', 'c2'],
  },
};
const accepted: BookingEvent = {
  type: 'BookingAccepted',
  data: { bookingId: 'b1', acceptedAt: '2026-11-21T13:00:00.000Z' },
};
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
    const cancelled: BookingEvent = {
      type: 'BookingCancelled',
      data: {
        bookingId: 'b1',
        cancelledBy: 'parent',
        reason: '',
        late: false,
        bookedMinutes: 180,
        cancelledAt: '2026-11-25T12:00:00.000Z',
      },
    };
    spec
      .given([requested, accepted, cancelled])
      .when(acknowledge())
      .thenThrows('This booking was cancelled.');
  });
});
