import { describe, expect, it } from 'vitest';
import {
  DATE_AND_TIME_MESSAGE,
  END_AFTER_START_MESSAGE,
  IN_THE_PAST_MESSAGE,
  STEP_MESSAGE,
} from './booking-times.js';
import {
  BACKGROUND_PARAM_MESSAGE,
  distanceLabel,
  FAVOURITES_PARAM_MESSAGE,
  paramsOf,
  radiusProblem,
  RADIUS_MESSAGE,
  searchOf,
  UNKNOWN_LANGUAGE_MESSAGE,
  UNKNOWN_NEED_MESSAGE,
  UNKNOWN_SORT_MESSAGE,
} from './directory-search.js';

const zone = 'America/New_York';
// Monday 2026-11-23, 09:00 in New York.
const now = new Date('2026-11-23T14:00:00Z');
const search = (params: Parameters<typeof searchOf>[0]) => searchOf(params, zone, now);
const problemOf = (params: Parameters<typeof searchOf>[0]) => {
  const checked = search(params);
  return checked.ok ? null : checked.problem;
};

describe('distance and radius', () => {
  it('never shows a distance finer than a mile', () => {
    expect(distanceLabel(0)).toBe('under 1 mile');
    expect(distanceLabel(0.99)).toBe('under 1 mile');
    expect(distanceLabel(1)).toBe('about 1 mile');
    expect(distanceLabel(1.49)).toBe('about 1 mile');
    expect(distanceLabel(2.34)).toBe('about 2 miles');
    expect(distanceLabel(3.5)).toBe('about 4 miles');
  });

  it('takes a whole number of miles from 5 to 50', () => {
    for (const miles of [5, 15, 50]) expect(radiusProblem(miles)).toBeNull();
    for (const miles of [4, 51, 0, -5, 10.5, Number.NaN]) {
      expect(radiusProblem(miles)).toBe(RADIUS_MESSAGE);
    }
  });
});

describe('a search from its URL parameters', () => {
  it('is empty when nothing is asked', () => {
    expect(search({})).toEqual({
      ok: true,
      value: {
        window: null,
        needs: [],
        languages: [],
        cpr: false,
        background: false,
        favourites: false,
        sort: null,
      },
    });
  });

  it('takes background=1 for a current background check, and nothing else', () => {
    expect(search({ background: '1' })).toMatchObject({ ok: true, value: { background: true } });
    expect(search({ background: 'yes' })).toEqual({ ok: false, problem: BACKGROUND_PARAM_MESSAGE });
  });

  it('takes favourites=1 for her favourites only, and nothing else; a link keeps it', () => {
    expect(search({ favourites: '1' })).toMatchObject({ ok: true, value: { favourites: true } });
    expect(search({ favourites: '' })).toMatchObject({ ok: true, value: { favourites: false } });
    expect(search({ favourites: 'y' })).toEqual({ ok: false, problem: FAVOURITES_PARAM_MESSAGE });
    const checked = search({ favourites: '1', cpr: '1' });
    expect(checked.ok && paramsOf(checked.value)).toEqual({ cpr: '1', favourites: '1' });
  });

  it('takes a window on booking rules: all three parts, steps, same day, not past', () => {
    expect(search({ date: '2026-11-30', start: '10:00', end: '12:00' })).toMatchObject({
      ok: true,
      value: { window: { date: '2026-11-30', start: '10:00', end: '12:00' } },
    });
    expect(problemOf({ date: '2026-11-30' })).toBe(DATE_AND_TIME_MESSAGE);
    expect(problemOf({ start: '10:00', end: '12:00' })).toBe(DATE_AND_TIME_MESSAGE);
    expect(problemOf({ date: '2026-11-30', start: '10:10', end: '12:00' })).toBe(STEP_MESSAGE);
    // Across midnight is an end before the start, refused as a booking request is.
    expect(problemOf({ date: '2026-11-30', start: '22:00', end: '01:00' })).toBe(
      END_AFTER_START_MESSAGE,
    );
    expect(problemOf({ date: '2026-11-23', start: '08:00', end: '10:00' })).toBe(
      IN_THE_PAST_MESSAGE,
    );
  });

  it('takes needs and languages from the lists only, each once', () => {
    expect(search({ needs: 'autism,adhd,autism', languages: 'es' })).toMatchObject({
      ok: true,
      value: { needs: ['autism', 'adhd'], languages: ['es'] },
    });
    expect(problemOf({ needs: 'autism,flying' })).toBe(UNKNOWN_NEED_MESSAGE);
    expect(problemOf({ languages: 'klingon' })).toBe(UNKNOWN_LANGUAGE_MESSAGE);
  });

  it('takes cpr=1 and the three sorts, nothing else', () => {
    expect(search({ cpr: '1', sort: 'soonest' })).toMatchObject({
      ok: true,
      value: { cpr: true, sort: 'soonest' },
    });
    expect(problemOf({ cpr: 'yes' })).not.toBeNull();
    expect(problemOf({ sort: 'cheapest' })).toBe(UNKNOWN_SORT_MESSAGE);
  });

  it('writes back the parameters it read, in a stable order', () => {
    const params = {
      date: '2026-11-30',
      start: '10:00',
      end: '12:00',
      needs: 'autism,adhd',
      languages: 'es',
      cpr: '1',
      sort: 'distance',
    };
    const checked = search(params);
    if (!checked.ok) throw new Error(checked.problem);
    expect(paramsOf(checked.value)).toEqual(params);
  });
});
