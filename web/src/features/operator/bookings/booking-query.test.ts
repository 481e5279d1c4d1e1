import { INVALID_DATE_MESSAGE } from '@shared/booking-times';
import { describe, expect, it } from 'vitest';
import {
  bookingFiltersProblem,
  bookingsQuery,
  cancelledByText,
  noBookingFilters,
  parentLabel,
  showsLateCancellation,
} from './booking-query';

describe('operator bookings: queries and texts', () => {
  it('asks for the first page without parameters when nothing is filtered', () => {
    expect(bookingsQuery(noBookingFilters, null)).toEqual({});
  });

  it('sends only the filters that are set, trimmed, and the cursor of the page', () => {
    const query = bookingsQuery(
      { status: 'disputed', nannyId: ' n-1 ', parentId: '', date: '2026-03-08' },
      'cursor/1',
    );
    expect(query).toEqual({
      status: 'disputed',
      nannyId: 'n-1',
      date: '2026-03-08',
      before: 'cursor/1',
    });
  });

  it('refuses a date that is not on the calendar before asking the server', () => {
    expect(bookingFiltersProblem({ ...noBookingFilters, date: '2026-02-30' })).toBe(
      INVALID_DATE_MESSAGE,
    );
    expect(bookingFiltersProblem({ ...noBookingFilters, date: '2026-02-28' })).toBeNull();
    expect(bookingFiltersProblem(noBookingFilters)).toBeNull();
  });

  it('marks a late cancellation only on a cancelled booking, and says who cancelled', () => {
    expect(showsLateCancellation({ status: 'cancelled', late: true })).toBe(true);
    expect(showsLateCancellation({ status: 'cancelled', late: false })).toBe(false);
    expect(showsLateCancellation({ status: 'confirmed', late: true })).toBe(false);
    expect(cancelledByText({ cancelledBy: 'nanny' })).toBe('Cancelled by the nanny');
    expect(cancelledByText({ cancelledBy: 'parent' })).toBe('Cancelled by the parent');
    expect(cancelledByText({ cancelledBy: null })).toBeNull();
  });

  it('names a parent of an old request (no name recorded) by her id', () => {
    expect(parentLabel({ parentName: 'Paula Park', parentId: 'p1' })).toBe('Paula Park');
    expect(parentLabel({ parentName: '', parentId: 'p1' })).toBe('Parent p1');
    expect(parentLabel({ parentName: null, parentId: 'p1' })).toBe('Parent p1');
  });
});
