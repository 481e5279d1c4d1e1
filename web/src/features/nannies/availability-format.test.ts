import { describe, expect, it } from 'vitest';
import { describeSingleDay } from './availability-format';

describe('availability formats', () => {
  it('describes an entry for its remove button', () => {
    const entry = { id: '1', date: '2026-12-05', startTime: '09:00', endTime: '13:30' };
    expect(describeSingleDay(entry)).toBe('Saturday, December 5, 2026, 9:00 AM to 1:30 PM');
  });
});
