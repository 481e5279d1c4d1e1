import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { bookingDecider, type RequestBooking } from './bookings.decider.js';
import type { BookingEvent } from './bookings.events.js';

const spec = deciderSpec(bookingDecider);
const at = '2026-11-21T12:00:00.000Z';
const command = (changes: Partial<RequestBooking> = {}): RequestBooking => ({
  type: 'RequestBooking',
  bookingId: 'b1',
  parentId: 'p1',
  nannyId: 'n1',
  nanny: { bookable: true, fullName: 'Bea' },
  date: '2026-12-01',
  time: '09:30',
  today: '2026-11-21',
  at,
  ...changes,
});
const requested: BookingEvent = {
  type: 'BookingRequested',
  data: {
    bookingId: 'b1',
    nannyId: 'n1',
    nannyName: 'Bea',
    parentId: 'p1',
    date: '2026-12-01',
    time: '09:30',
    status: 'pending',
    createdAt: at,
  },
};

describe('booking decider', () => {
  it('requests a booking, pending', () => spec.given([]).when(command()).then([requested]));
  it('treats the same request again as done', () =>
    spec.given([requested]).when(command()).then([]));
  it('refuses the stream to another parent', () =>
    spec
      .given([requested])
      .when(command({ parentId: 'p2' }))
      .thenThrows(/already exists/));
  it('needs both a date and a time', () => {
    spec
      .given([])
      .when(command({ date: '' }))
      .thenThrows('Please select both a date and time.');
    spec
      .given([])
      .when(command({ time: ' ' }))
      .thenThrows('Please select both a date and time.');
  });
  it('refuses past dates, but not today', () => {
    spec
      .given([])
      .when(command({ date: '2026-11-20' }))
      .thenThrows('Please choose a date that is not in the past.');
    spec
      .given([])
      .when(command({ date: '2026-11-21' }))
      .then([{ ...requested, data: { ...requested.data, date: '2026-11-21' } }]);
  });
  it('needs an approved nanny', () => {
    spec
      .given([])
      .when(command({ nanny: { bookable: false, fullName: 'Bea' } }))
      .thenThrows(/not available for booking/);
    spec
      .given([])
      .when(command({ nanny: undefined }))
      .thenThrows(/not available for booking/);
  });
});
