import { describe, expect, it } from 'vitest';
import { bookingReasonAuthor, bookingTextAuthor } from './booking-texts.js';

describe("who wrote a booking's words", () => {
  it('the parent wrote the note and the no-show and dispute reasons', () => {
    for (const type of ['BookingRequested', 'NoShowReported', 'SessionHoursDisputed']) {
      expect(bookingTextAuthor(type, {})).toBe('parent');
    }
  });

  it('the nanny wrote her decline; the platform its own', () => {
    expect(bookingTextAuthor('BookingDeclined', { declinedBy: 'nanny' })).toBe('nanny');
    expect(bookingTextAuthor('BookingDeclined', { declinedBy: 'system' })).toBeNull();
  });

  it('whoever cancelled wrote the cancellation reason', () => {
    expect(bookingTextAuthor('BookingCancelled', { cancelledBy: 'parent' })).toBe('parent');
    expect(bookingTextAuthor('BookingCancelled', { cancelledBy: 'nanny' })).toBe('nanny');
  });

  it("reads a booking's reason author from its status", () => {
    const booking = { declinedBy: null, cancelledBy: null };
    expect(bookingReasonAuthor({ ...booking, status: 'declined', declinedBy: 'nanny' })).toBe(
      'nanny',
    );
    expect(bookingReasonAuthor({ ...booking, status: 'cancelled', cancelledBy: 'parent' })).toBe(
      'parent',
    );
    expect(bookingReasonAuthor({ ...booking, status: 'no_show' })).toBe('parent');
    expect(bookingReasonAuthor({ ...booking, status: 'disputed' })).toBe('parent');
    expect(bookingReasonAuthor({ ...booking, status: 'confirmed' })).toBe('parent');
    expect(bookingReasonAuthor({ ...booking, status: 'pending' })).toBeNull();
  });
});
