import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('an answer that says what is shown', () => {
  it('is the same when its JSON is, and different when anything in it differs', () => {
    const shown = { id: 'n1', status: 'approved', hours: [{ day: 'monday', from: '09:00' }] };
    expect(sameData(shown, structuredClone(shown))).toBe(true);
    expect(sameData(shown, { ...shown, status: 'pending' })).toBe(false);
    expect(sameData(shown, { ...shown, hours: [{ day: 'monday', from: '10:00' }] })).toBe(false);
    expect(sameData(null, shown)).toBe(false);
  });
});
