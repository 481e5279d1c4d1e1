import { describe, expect, it } from 'vitest';
import {
  bookingWindowOf,
  instantOf,
  isLateCancellation,
  overlaps,
  requestExpiresAt,
  autoConfirmAt,
  type MinuteRange,
} from './booking-times.js';
import {
  fitsHours,
  formatInstantOn,
  formatZonedRange,
  hoursSeenFrom,
  sameClockAt,
  windowIn,
  zoneLabel,
  zoneName,
} from './time-zones.js';

const NY = 'America/New_York';
const SF = 'America/Los_Angeles';
const PHX = 'America/Phoenix';
const HNL = 'Pacific/Honolulu';
const at = (iso: string) => new Date(iso);
const every = (ranges: MinuteRange[]) => () => ranges;
const h = (hour: number) => hour * 60;

/** A booking from 10:00 on the family's clock (`zone`), written for a reader on `reader`'s. */
const fromTen = (date: string, zone: string, reader: string, endTime = '11:00') =>
  formatZonedRange({ date, startTime: '10:00', endTime, timeZone: zone }, reader);

describe('whose clock: labels and names', () => {
  it('names a zone as Americans write it beside a time', () => {
    expect(zoneLabel(SF, at('2026-12-01T18:00:00Z'))).toBe('PT');
    expect(zoneLabel(NY, at('2026-07-01T18:00:00Z'))).toBe('ET');
    expect(zoneLabel('America/Chicago', at('2026-07-01T18:00:00Z'))).toBe('CT');
    expect(zoneLabel('America/Denver', at('2026-07-01T18:00:00Z'))).toBe('MT');
    expect(zoneLabel(PHX, at('2026-07-01T18:00:00Z'))).toBe('MST');
    expect(zoneLabel(HNL, at('2026-07-01T18:00:00Z'))).toBe('HST');
    expect(zoneLabel('America/Anchorage', at('2026-07-01T18:00:00Z'))).toBe('AKT');
    expect(zoneName(NY)).toBe('New York time');
    expect(zoneName(SF)).toBe('Los Angeles time');
  });

  it('writes "10:00 AM" on the reader\'s own clock and "10:00 AM PT" on another', () => {
    expect(fromTen('2026-12-01', SF, SF)).toBe('10:00 AM – 11:00 AM');
    expect(fromTen('2026-12-01', SF, NY)).toBe('10:00 AM – 11:00 AM PT');
    expect(fromTen('2026-12-01', SF, NY, '13:30')).toBe('10:00 AM – 1:30 PM PT');
    // Detroit reads New York's clock: no label needed.
    expect(fromTen('2026-12-01', NY, 'America/Detroit')).toBe('10:00 AM – 11:00 AM');
  });

  it("Arizona reads Los Angeles's clock in summer only (it keeps standard time)", () => {
    expect(sameClockAt(PHX, SF, instantOf('2026-07-01', '10:00', SF))).toBe(true);
    expect(sameClockAt(PHX, SF, instantOf('2026-12-01', '10:00', SF))).toBe(false);
    expect(fromTen('2026-07-01', SF, PHX)).toBe('10:00 AM – 11:00 AM');
    expect(fromTen('2026-12-01', SF, PHX)).toBe('10:00 AM – 11:00 AM PT');
  });

  it("writes a deadline on the reader's own clock", () => {
    const deadline = at('2026-12-03T20:00:00Z');
    expect(formatInstantOn(deadline, NY)).toBe('Thursday, December 3, 3:00 PM');
    expect(formatInstantOn(deadline, SF)).toBe('Thursday, December 3, 12:00 PM');
  });
});

describe('deadlines across two zones', () => {
  // A San Francisco family on a New York platform asks at 09:00 PT on Monday for Tuesday 10:00.
  const now = at('2026-11-30T17:00:00Z');
  const times = { date: '2026-12-01', startTime: '10:00', endTime: '12:00' };

  it('the start is 10:00 in San Francisco, three hours after 10:00 in New York', () => {
    const inSf = bookingWindowOf(times, SF, now);
    const inNy = bookingWindowOf(times, NY, now);
    expect(inSf.ok && inSf.value.startsAt.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(inNy.ok && inNy.value.startsAt.toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  it('expiry, the 24-hour rule and auto-confirmation run from the San Francisco instants', () => {
    const window = bookingWindowOf(times, SF, now);
    if (!window.ok) throw new Error(window.problem);
    const { startsAt, endsAt } = window.value;
    // Asked 25 hours before the start: it expires at the start, 10:00 PT.
    expect(requestExpiresAt(now, startsAt).toISOString()).toBe('2026-12-01T18:00:00.000Z');
    // 09:30 PT the day before is 24.5 hours ahead: free; 10:30 PT is late.
    expect(isLateCancellation(at('2026-11-30T17:30:00Z'), startsAt)).toBe(false);
    expect(isLateCancellation(at('2026-11-30T18:30:00Z'), startsAt)).toBe(true);
    expect(autoConfirmAt(endsAt).toISOString()).toBe('2026-12-03T20:00:00.000Z');
  });

  it('"in the past" is the family\'s: 10:00 in San Francisco is still ahead at 11:00 in New York', () => {
    const elevenInNy = at('2026-12-01T16:00:00Z');
    expect(bookingWindowOf(times, SF, elevenInNy).ok).toBe(true);
    expect(bookingWindowOf(times, NY, elevenInNy)).toMatchObject({ ok: false });
  });

  it("a time the clocks skip is refused in the family's zone, not the platform's", () => {
    // 2:30 on 2027-03-14 does not exist in New York or San Francisco, and exists in Phoenix.
    const skipped = { date: '2027-03-14', startTime: '02:30', endTime: '05:00' };
    expect(bookingWindowOf(skipped, SF, now)).toMatchObject({ ok: false });
    expect(bookingWindowOf(skipped, PHX, now).ok).toBe(true);
  });

  it('overlap is decided on instants: 10:00 PT and 13:00 ET are the same hour', () => {
    const sf = bookingWindowOf(times, SF, now);
    const ny = bookingWindowOf({ ...times, startTime: '13:00', endTime: '14:00' }, NY, now);
    const nyEarlier = bookingWindowOf({ ...times, startTime: '12:00', endTime: '13:00' }, NY, now);
    if (!sf.ok || !ny.ok || !nyEarlier.ok) throw new Error('bad fixture');
    expect(overlaps(sf.value, ny.value)).toBe(true);
    expect(overlaps(sf.value, nyEarlier.value)).toBe(false);
  });

  it('across the clocks going back in one zone only, a window lasts what her clock says', () => {
    // 2026-11-01: New York goes back at 02:00; Phoenix never changes. 00:00-03:00 in New York
    // lasts 4 hours; read in Phoenix it is 22:00 the day before to 01:00 (crosses her midnight).
    const nyNight = bookingWindowOf(
      { date: '2026-11-01', startTime: '00:00', endTime: '03:00' },
      NY,
      at('2026-10-30T12:00:00Z'),
    );
    if (!nyNight.ok) throw new Error(nyNight.problem);
    expect(nyNight.value.minutes).toBe(240);
    expect(windowIn(nyNight.value, PHX)).toBeNull();
    expect(windowIn(nyNight.value, NY)).toEqual({
      date: '2026-11-01',
      startTime: '00:00',
      endTime: '03:00',
    });
  });
});

describe("a nanny's hours, on her clock", () => {
  const window = (date: string, start: string, end: string, zone: string) => ({
    startsAt: instantOf(date, start, zone)!,
    endsAt: instantOf(date, end, zone)!,
  });

  it('a family in San Francisco and a nanny in Phoenix: her 08:00-17:00 MST is 07:00-16:00 PT in winter', () => {
    const hers = every([{ start: h(8), end: h(17) }]);
    expect(fitsHours(window('2026-12-01', '07:00', '09:00', SF), PHX, hers)).toBe(true);
    expect(fitsHours(window('2026-12-01', '15:00', '17:00', SF), PHX, hers)).toBe(false);
    expect(hoursSeenFrom('2026-12-01', SF, PHX, hers)).toEqual([{ start: h(7), end: h(16) }]);
    // In summer the two clocks read the same.
    expect(fitsHours(window('2026-07-01', '15:00', '17:00', SF), PHX, hers)).toBe(true);
    expect(hoursSeenFrom('2026-07-01', SF, PHX, hers)).toEqual([{ start: h(8), end: h(17) }]);
  });

  it('hours that overlap the request only partly do not hold it', () => {
    const hers = every([{ start: h(9), end: h(12) }]);
    // 10:00-12:00 CT is 11:00-13:00 ET: one hour inside her 09:00-12:00 ET.
    const asked = window('2026-12-01', '10:00', '12:00', 'America/Chicago');
    expect(fitsHours(asked, NY, hers)).toBe(false);
  });

  it("a request across midnight on her clock but not the family's fits no day of hers", () => {
    const allDay = every([{ start: 0, end: h(23) + 45 }]);
    // 22:00-23:30 in Chicago is 23:00-00:30 in New York: two of her dates.
    const asked = window('2026-12-01', '22:00', '23:30', 'America/Chicago');
    expect(windowIn(asked, NY)).toBeNull();
    expect(fitsHours(asked, NY, allDay)).toBe(false);
    expect(fitsHours(asked, 'America/Chicago', allDay)).toBe(true);
  });

  it("her hours on the day after reach into the family's evening (Hawaii seen from New York)", () => {
    const byDate = (date: string) => (date === '2026-12-02' ? [{ start: 0, end: h(2) }] : []);
    // 00:00-02:00 HST on 12-02 is 05:00-07:00 ET on 12-02; nothing on 12-01.
    expect(hoursSeenFrom('2026-12-02', NY, HNL, byDate)).toEqual([{ start: h(5), end: h(7) }]);
    expect(hoursSeenFrom('2026-12-01', NY, HNL, byDate)).toEqual([]);
    // Seen from Honolulu, New York's 18:00-23:45 on 12-01 is 13:00-18:45 HST.
    const evening = (date: string) =>
      date === '2026-12-01' ? [{ start: h(18), end: h(23) + 45 }] : [];
    expect(hoursSeenFrom('2026-12-01', HNL, NY, evening)).toEqual([
      { start: h(13), end: h(18) + 45 },
    ]);
  });
});
