import { describe, expect, it } from 'vitest';
import {
  CHILDREN_MESSAGE,
  DATE_AND_TIME_MESSAGE,
  END_AFTER_START_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
} from '@shared/booking-times';
import type { Booking } from '../../lib/bookings';
import {
  bookingSignature,
  childrenChoices,
  defaultChildren,
  parentActions,
  requestProblem,
} from './booking-rules';

const zone = 'America/New_York';
const now = new Date('2026-03-10T12:00:00Z');
const choice = { date: '2026-03-12', startTime: '09:00', endTime: '12:00', children: 1, note: '' };

describe('requesting a booking', () => {
  it("says the seed's words when the date or start is missing", () => {
    for (const missing of [{ date: '' }, { startTime: '' }, { date: '', startTime: '' }]) {
      expect(requestProblem({ ...choice, ...missing }, zone, now)).toBe(DATE_AND_TIME_MESSAGE);
    }
  });

  it('needs the end after the start', () => {
    expect(requestProblem({ ...choice, endTime: '08:00' }, zone, now)).toBe(
      END_AFTER_START_MESSAGE,
    );
  });

  it('checks the children and the note after the times', () => {
    expect(requestProblem({ ...choice, children: 7 }, zone, now)).toBe(CHILDREN_MESSAGE);
    expect(requestProblem({ ...choice, note: 'x'.repeat(1001) }, zone, now)).toBe(
      NOTE_TOO_LONG_MESSAGE,
    );
    expect(requestProblem({ ...choice, children: 6, note: 'x'.repeat(1000) }, zone, now)).toBe(
      null,
    );
  });

  it('gives the same request the same signature and another request another one', () => {
    expect(bookingSignature('n1', choice)).toBe(bookingSignature('n1', { ...choice }));
    expect(bookingSignature('n1', choice)).not.toBe(bookingSignature('n2', choice));
    for (const change of [{ endTime: '12:15' }, { children: 2 }, { note: 'Hi' }]) {
      expect(bookingSignature('n1', choice)).not.toBe(
        bookingSignature('n1', { ...choice, ...change }),
      );
    }
  });

  it("defaults the children to her profile's number, else 1", () => {
    expect(defaultChildren({ numberOfChildren: 3 })).toBe(3);
    expect(defaultChildren({ numberOfChildren: null })).toBe(1);
    expect(defaultChildren({ numberOfChildren: 9 })).toBe(1);
    expect(defaultChildren({})).toBe(1);
    expect(defaultChildren(null)).toBe(1);
    expect(childrenChoices).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

const startsAt = Date.parse('2026-03-12T14:00:00Z');
const hour = 3_600_000;
const booking = (status: string) =>
  ({ status, startsAt: new Date(startsAt).toISOString() }) as Booking;

describe('what the parent may do with a booking', () => {
  it('cancels a pending or accepted booking until it starts, late under 24 hours before', () => {
    expect(parentActions(booking('pending'), startsAt - 48 * hour)).toMatchObject({
      cancel: true,
      lateCancel: false,
    });
    expect(parentActions(booking('accepted'), startsAt - 25 * hour).lateCancel).toBe(false);
    expect(parentActions(booking('accepted'), startsAt - 2 * hour)).toMatchObject({
      cancel: true,
      lateCancel: true,
      noShow: false,
    });
    expect(parentActions(booking('pending'), startsAt - 2 * hour).lateCancel).toBe(false);
    expect(parentActions(booking('accepted'), startsAt).cancel).toBe(false);
  });

  it('reports a no-show once an accepted booking has started', () => {
    expect(parentActions(booking('accepted'), startsAt)).toMatchObject({ noShow: true });
    expect(parentActions(booking('pending'), startsAt + hour).noShow).toBe(false);
  });

  it('confirms or disputes recorded hours only', () => {
    expect(parentActions(booking('completed'), startsAt + 5 * hour).confirmOrDispute).toBe(true);
    for (const status of ['accepted', 'confirmed', 'disputed', 'declined']) {
      expect(parentActions(booking(status), startsAt + 5 * hour)).toEqual({
        cancel: false,
        lateCancel: false,
        noShow: status === 'accepted',
        confirmOrDispute: false,
      });
    }
  });
});
