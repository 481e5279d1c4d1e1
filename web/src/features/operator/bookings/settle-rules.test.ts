import {
  END_AFTER_START_MESSAGE,
  nonexistentTimeMessage,
  REASON_MAX_LENGTH,
  REASON_TOO_LONG_MESSAGE,
  STEP_MESSAGE,
  TOO_LONG_MESSAGE,
} from '@shared/booking-times';
import { hiddenCharactersMessage } from '@shared/plain-text';
import type { BookingStatus } from '@shared/booking-times';
import { describe, expect, it } from 'vitest';
import { settlement, settlementProblem } from './settle-rules';

const booking = { date: '2026-06-10' };
const zone = 'America/New_York';
const settle = (startTime: string, endTime: string, note = '') =>
  settlementProblem(booking, { startTime, endTime, note }, zone);

describe('settling a dispute: checked before sending, by the shared rules', () => {
  it('accepts hours on 15-minute steps, shorter than a booking may be, with or without a note', () => {
    expect(settle('09:00', '09:30')).toBeNull();
    expect(settle('09:00', '21:00', 'Both agreed on the phone.')).toBeNull();
  });

  it('refuses times off the 15-minute step', () => {
    expect(settle('09:10', '12:00')).toBe(STEP_MESSAGE);
  });

  it('refuses an end that is not after the start', () => {
    expect(settle('12:00', '12:00')).toBe(END_AFTER_START_MESSAGE);
  });

  it('refuses more than 12 hours', () => {
    expect(settle('08:00', '20:15')).toBe(TOO_LONG_MESSAGE);
  });

  it('refuses a time the clocks skip on the booked date (daylight saving starts)', () => {
    expect(
      settlementProblem(
        { date: '2026-03-08' },
        { startTime: '02:30', endTime: '05:00', note: '' },
        zone,
      ),
    ).toBe(nonexistentTimeMessage('02:30'));
  });

  it('refuses a note over the limit or with hidden characters', () => {
    expect(settle('09:00', '10:00', 'x'.repeat(REASON_MAX_LENGTH + 1))).toBe(
      REASON_TOO_LONG_MESSAGE,
    );
    expect(settle('09:00', '10:00', 'fine\u202Etext')).toBe(hiddenCharactersMessage('Reason'));
  });
});

describe('what an operator may settle', () => {
  const confirmBy = '2026-06-12T14:00:00.000Z';
  const due = Date.parse(confirmBy);
  const recorded = (status: BookingStatus, minutes: number) => ({
    status,
    minutes: 60,
    actual: { startTime: '09:00', endTime: '10:00', minutes },
    confirmBy,
  });

  it('a dispute, at any time', () => {
    expect(settlement(recorded('disputed', 60), due - 1)).toBe('dispute');
  });

  it('hours more than 30 minutes longer than booked, once the parent has had her 48 hours', () => {
    expect(settlement(recorded('completed', 105), due - 1)).toBeNull();
    expect(settlement(recorded('completed', 105), due)).toBe('hours');
  });

  it('nothing that confirms itself or is already confirmed', () => {
    expect(settlement(recorded('completed', 90), due)).toBeNull();
    expect(settlement(recorded('confirmed', 105), due)).toBeNull();
  });
});
