import { afterAll, describe, expect, it, vi } from 'vitest';
import { calendarText, fieldsOf } from '@shared/calendar-text';
import { instantStyles } from './date-format';

// What date-format.ts asks Intl for, style by style: the hand-written text must be the same.
// What date-format.ts asks Intl for, style by style (the wall-clock dates' as they were asked
// before they were written by hand): the hand-written text must be the same.
const intlOptions: Record<keyof typeof calendarText, Intl.DateTimeFormatOptions> = {
  ...instantStyles,
  date: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  shortDate: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
};

/** Instants over two years, at every hour and at odd minutes and seconds. */
const instants = Array.from(
  { length: 2 * 366 * 3 },
  (_, i) =>
    new Date(Date.UTC(2026, 0, 1) + i * 8 * 3_600_000 + ((i * 7) % 60) * 60_000 + i * 1_000),
);

function differing(clock: 'reader' | 'UTC', timeZone?: string) {
  const found: string[] = [];
  for (const [style, options] of Object.entries(intlOptions)) {
    const intl = new Intl.DateTimeFormat('en-US', {
      ...options,
      ...(timeZone ? { timeZone } : {}),
    });
    const write = calendarText[style as keyof typeof calendarText];
    for (const instant of instants) {
      const mine = write(fieldsOf(instant, clock));
      if (mine !== intl.format(instant)) found.push(`${style}: ${mine} / ${intl.format(instant)}`);
    }
  }
  return found.slice(0, 5);
}

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('dates and times written as Intl writes them in en-US', () => {
  it('in UTC, every style', () => {
    expect(differing('UTC', 'UTC')).toEqual([]);
  });

  it("on the reader's clock, in zones with and without daylight saving", () => {
    for (const zone of ['America/New_York', 'America/Phoenix', 'Asia/Tokyo', 'Pacific/Auckland']) {
      // Node follows a change of TZ for both Date's local fields and Intl's default zone.
      vi.stubEnv('TZ', zone);
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      expect(differing('reader'), zone).toEqual([]);
    }
  });
});
