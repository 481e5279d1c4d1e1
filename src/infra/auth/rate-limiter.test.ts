import { describe, expect, it } from 'vitest';
import { windowAt } from './rate-limiter.js';

describe('the rate limiter window', () => {
  it('starts on the multiple of its length and says the whole seconds left', () => {
    const now = new Date('2026-11-30T10:07:30.250Z');
    expect(windowAt(now, 900)).toEqual({
      windowStart: new Date('2026-11-30T10:00:00.000Z'),
      retryAfter: 450,
    });
    expect(windowAt(now, 60)).toEqual({
      windowStart: new Date('2026-11-30T10:07:00.000Z'),
      retryAfter: 30,
    });
  });

  it('a new window starts exactly on the boundary, and the wait is never under a second', () => {
    expect(windowAt(new Date('2026-11-30T10:15:00.000Z'), 900).windowStart).toEqual(
      new Date('2026-11-30T10:15:00.000Z'),
    );
    expect(windowAt(new Date('2026-11-30T10:14:59.999Z'), 900)).toEqual({
      windowStart: new Date('2026-11-30T10:00:00.000Z'),
      retryAfter: 1,
    });
  });
});
