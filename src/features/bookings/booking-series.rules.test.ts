import { describe, expect, it } from 'vitest';
import {
  seriesDates,
  SERIES_CONSENT_MESSAGE,
  SERIES_DATE_MESSAGE,
  SERIES_NOTHING_LEFT_MESSAGE,
  SERIES_WEEKS_MESSAGE,
} from '../../shared/booking-series.js';
import { nonexistentTimeMessage, STEP_MESSAGE } from '../../shared/booking-times.js';
import { datesToRequest, previewSeries, type SeriesFacts } from './booking-series.rules.js';

const zone = 'America/New_York';
// Saturday, February 20, 2027: the clocks go forward on Sunday, March 14.
const at = '2027-02-20T17:00:00.000Z';
const everyDay = (ranges: { start: number; end: number }[]) =>
  new Proxy<Record<string, { start: number; end: number }[]>>({}, { get: () => ranges });
const facts = (changes: Partial<SeriesFacts> = {}): SeriesFacts => ({
  nanny: { bookable: true, fullName: 'Bea Bookable' },
  hours: everyDay([{ start: 0, end: 24 * 60 - 15 }]),
  accepted: [],
  timeZone: zone,
  nannyZone: zone,
  startTime: '09:00',
  endTime: '12:00',
  at,
  ...changes,
});

describe('a weekly series', () => {
  it('is the same weekday each week, across months and years', () => {
    expect(seriesDates('2026-12-22', 3)).toEqual(['2026-12-22', '2026-12-29', '2027-01-05']);
  });

  it('keeps the wall-clock times across a daylight-saving change; every date fits', () => {
    const dates = previewSeries(facts(), { firstDate: '2027-03-02', weeks: 4 });
    expect(dates).toEqual([
      { date: '2027-03-02', fits: true, problem: null },
      { date: '2027-03-09', fits: true, problem: null },
      { date: '2027-03-16', fits: true, problem: null },
      { date: '2027-03-23', fits: true, problem: null },
    ]);
  });

  it('leaves out the date on which the clocks skip its start (02:30 on March 14)', () => {
    const dates = previewSeries(facts({ startTime: '02:30', endTime: '04:00' }), {
      firstDate: '2027-03-07',
      weeks: 3,
    });
    expect(dates.map((d) => [d.date, d.problem])).toEqual([
      ['2027-03-07', null],
      ['2027-03-14', nonexistentTimeMessage('02:30')],
      ['2027-03-21', null],
    ]);
  });

  it.each([1, 13, 0, 2.5])('refuses %s weeks (2 to 12)', (weeks) => {
    expect(() => previewSeries(facts(), { firstDate: '2027-03-02', weeks })).toThrow(
      SERIES_WEEKS_MESSAGE,
    );
  });

  it('takes 12 weeks', () => {
    expect(previewSeries(facts(), { firstDate: '2027-03-02', weeks: 12 })).toHaveLength(12);
  });

  it("refuses the whole series for the times' own problems", () => {
    expect(() =>
      previewSeries(facts({ startTime: '09:10' }), { firstDate: '2027-03-02', weeks: 2 }),
    ).toThrow(STEP_MESSAGE);
  });

  it('shows dates outside her hours or overlapping her bookings, with the reason', () => {
    const dates = previewSeries(
      facts({
        // Her hours: weekdays only in the week of March 9 (a Tuesday without hours).
        hours: new Proxy(
          {},
          {
            get: (_, date) => (date === '2027-03-09' ? [] : [{ start: 8 * 60, end: 17 * 60 }]),
          },
        ),
        accepted: [{ startsAt: '2027-03-16T14:00:00.000Z', endsAt: '2027-03-16T15:00:00.000Z' }],
      }),
      { firstDate: '2027-03-02', weeks: 3 },
    );
    expect(dates).toEqual([
      { date: '2027-03-02', fits: true, problem: null },
      {
        date: '2027-03-09',
        fits: false,
        problem: 'Bea is not available on Tuesday, March 9. Please choose another day.',
      },
      {
        date: '2027-03-16',
        fits: false,
        problem: 'Bea already has a booking at that time. Please choose another time.',
      },
    ]);
  });
});

describe('the dates sent', () => {
  const preview = [
    { date: '2027-03-02', fits: true, problem: null },
    { date: '2027-03-09', fits: false, problem: 'x' },
    { date: '2027-03-16', fits: true, problem: null },
  ];
  it('leave out the dates she agreed to leave out', () => {
    expect(datesToRequest(preview, ['2027-03-09'])).toEqual(['2027-03-02', '2027-03-16']);
  });
  it('may leave out a date that fits, at her choice', () => {
    expect(datesToRequest(preview, ['2027-03-09', '2027-03-02'])).toEqual(['2027-03-16']);
  });
  it('are refused when a date that does not fit was not agreed to', () => {
    expect(() => datesToRequest(preview, [])).toThrow(SERIES_CONSENT_MESSAGE);
  });
  it('are refused when a date left out is not of the series', () => {
    expect(() => datesToRequest(preview, ['2027-03-09', '2027-03-10'])).toThrow(
      SERIES_DATE_MESSAGE,
    );
  });
  it('are refused when none is left', () => {
    expect(() => datesToRequest(preview, ['2027-03-02', '2027-03-09', '2027-03-16'])).toThrow(
      SERIES_NOTHING_LEFT_MESSAGE,
    );
  });
});
