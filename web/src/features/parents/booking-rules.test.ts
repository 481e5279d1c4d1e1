import { describe, expect, it } from 'vitest';
import { bookingProblem, bookingSignature, bookingStatusLabel } from './booking-rules';
import { parentMessages } from './parent-messages';

const today = '2026-03-10';

describe('requesting a booking', () => {
  it('needs both a date and a time', () => {
    for (const choice of [
      { date: '', time: '' },
      { date: '2026-03-12', time: '' },
      { date: '', time: '09:00' },
    ]) {
      expect(bookingProblem(choice, today)).toBe(parentMessages.dateAndTimeMissing);
    }
  });

  it('refuses a date in the past and takes today or later', () => {
    expect(bookingProblem({ date: '2026-03-09', time: '09:00' }, today)).toBe(
      parentMessages.pastDate,
    );
    expect(bookingProblem({ date: today, time: '09:00' }, today)).toBeNull();
    expect(bookingProblem({ date: '2027-01-01', time: '17:45' }, today)).toBeNull();
  });

  it('takes times on 15-minute steps only', () => {
    expect(bookingProblem({ date: today, time: '09:10' }, today)).toBe(
      parentMessages.notQuarterHour,
    );
  });

  it('gives the same request the same signature and another request another one', () => {
    const choice = { date: '2026-03-12', time: '09:00' };
    expect(bookingSignature('n1', choice)).toBe(bookingSignature('n1', { ...choice }));
    expect(bookingSignature('n1', choice)).not.toBe(bookingSignature('n2', choice));
    expect(bookingSignature('n1', choice)).not.toBe(
      bookingSignature('n1', { ...choice, time: '09:15' }),
    );
  });
});

describe('booking status', () => {
  it('names each state, and shows an unknown one as the server names it', () => {
    expect(bookingStatusLabel('pending')).toBe('Pending');
    expect(bookingStatusLabel('accepted')).toBe('Accepted');
    expect(bookingStatusLabel('rescheduled')).toBe('Rescheduled');
  });
});
