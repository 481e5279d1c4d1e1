import { describe, expect, it } from 'vitest';
import { addDays, cardOf, type CardRow } from './directory-cards.js';

const row: CardRow = {
  nanny_id: 'n-1',
  full_name: 'Nia Near',
  bio: 'Kind.',
  photo_version: null,
  availability_summary: 'Mon 08:00–17:00',
  time_zone: null,
  listed_at: new Date('2026-11-01T00:00:00Z'),
  city: 'New York',
  state: 'NY',
  needs: ['autism', 'adhd', 'toileting'],
  languages: ['en', 'es'],
  cpr_valid_until: '2026-12-01',
  rbt_checked_on: '2026-11-28',
  background_verified_at: null,
  distance: 3.6,
  next_available_on: '2026-12-02',
  rating_count: 0,
  rating_average: null,
  rated_key: 0,
};

describe('a directory card', () => {
  it('shows the place and a rounded distance, never finer than a mile', () => {
    const card = cardOf(row, { today: '2026-12-01', asked: [] });
    expect(card).toMatchObject({
      city: 'New York',
      state: 'NY',
      distance: { miles: 4, label: 'about 4 miles' },
    });
    expect(cardOf({ ...row, distance: 0.4 }, { today: '2026-12-01', asked: [] }).distance).toEqual({
      miles: 0,
      label: 'under 1 mile',
    });
    expect(
      cardOf({ ...row, distance: null }, { today: '2026-12-01', asked: [] }).distance,
    ).toBeNull();
  });

  it('picks out the needs asked for among hers (tag filter result), in her order', () => {
    expect(
      cardOf(row, { today: '2026-12-01', asked: ['toileting', 'autism', 'feeding'] }).matchedNeeds,
    ).toEqual(['autism', 'toileting']);
    expect(cardOf(row, { today: '2026-12-01', asked: [] }).matchedNeeds).toEqual([]);
  });

  it('counts CPR / First Aid as current through its last valid day', () => {
    expect(cardOf(row, { today: '2026-12-01', asked: [] }).cprFirstAid).toBe(true);
    expect(cardOf(row, { today: '2026-12-02', asked: [] }).cprFirstAid).toBe(false);
    expect(
      cardOf({ ...row, cpr_valid_until: null }, { today: '2026-12-01', asked: [] }).cprFirstAid,
    ).toBe(false);
  });

  it('tells families when her RBT certification was last checked active, and a current card', () => {
    expect(cardOf(row, { today: '2026-12-01', asked: [] }).credentials).toEqual([
      'RBT certification verified active, last checked November 28, 2026',
      'CPR / First Aid valid until December 2026',
    ]);
    // Not active (or lapsed): never "RBT"; a card past its last day: not shown.
    expect(
      cardOf({ ...row, rbt_checked_on: null }, { today: '2026-12-02', asked: [] }).credentials,
    ).toEqual([]);
  });

  it('tells families her background check was verified, by month, until 12 months have passed', () => {
    // 03:00 UTC on 1 March 2024 is still 29 February in New York: verified on the leap day,
    // valid through 28 February 2025.
    const verified = { ...row, background_verified_at: new Date('2024-03-01T03:00:00Z') };
    const clock = {
      zone: 'America/New_York',
      platformZone: 'America/New_York',
      now: new Date('2025-02-28T15:00:00Z'),
    };
    const seen = (today: string) => cardOf(verified, { today, asked: [], clock });
    expect(seen('2025-02-28').credentials).toContain('Background check verified February 2024');
    expect(seen('2025-02-28').backgroundCheck).toBe(true);
    expect(seen('2025-03-01').credentials).toContain('Background check expired');
    expect(seen('2025-03-01').backgroundCheck).toBe(false);
    // Read in UTC the same instant is 1 March 2024 (valid through the same 28 February).
    const utc = { ...clock, platformZone: 'UTC' };
    expect(cardOf(verified, { today: '2025-02-28', asked: [], clock: utc }).credentials).toContain(
      'Background check verified March 2024',
    );
  });

  it('never carries coordinates, a ZIP or an address', () => {
    const keys = Object.keys(cardOf(row, { today: '2026-12-01', asked: [] }));
    expect(keys.filter((k) => /lat|lon|zip|address|street/i.test(k))).toEqual([]);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it("names her zone beside her hours when the parent's clock reads otherwise", () => {
    const now = new Date('2026-12-01T15:00:00Z');
    const clock = { zone: 'America/New_York', platformZone: 'America/New_York', now };
    const inChicago = { ...row, time_zone: 'America/Chicago' };
    const seen = (r: typeof row) => cardOf(r, { today: '2026-12-01', asked: [], clock });
    expect(seen(inChicago).availabilitySummary).toBe('Mon 08:00–17:00 CT');
    expect(seen(row).availabilitySummary).toBe('Mon 08:00–17:00');
    expect(seen({ ...row, time_zone: 'America/Detroit' }).availabilitySummary).toBe(
      'Mon 08:00–17:00',
    );
  });
});

describe('her rating on the card', () => {
  const context = { today: '2026-11-28', asked: [] };
  it('reads "New" (no average) before her third shown review', () => {
    const card = cardOf({ ...row, rating_count: 2, rating_average: 4.5, rated_key: 0 }, context);
    expect(card.rating).toEqual({ average: null, count: 2 });
  });

  it('shows the average to one decimal from the third on', () => {
    const card = cardOf(
      { ...row, rating_count: 3, rating_average: 11 / 3, rated_key: 3.7 },
      context,
    );
    expect(card.rating).toEqual({ average: 3.7, count: 3 });
  });
});
