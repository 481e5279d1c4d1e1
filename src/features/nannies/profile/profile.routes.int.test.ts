import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { get, post, registeredAccount } from '../../../../test/helpers/accounts-api.js';
import { agreedNanny, pngBytes, upload } from '../../../../test/helpers/nanny-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../../test/helpers/test-server.js';
import { rebuildProjections } from '../../../infra/projections/rebuild.js';
import { testAppForFile } from '../../../../test/helpers/test-bed.js';

const app = () => server.app;
// A fixed "now" so past and future dates are certain: 2026-11-21 12:00 UTC.
const NOW = new Date('2026-11-21T12:00:00Z');

const server = testAppForFile({ clock: () => NOW });

const put = (url: string, payload: object, cookie: string) =>
  app().inject({ method: 'PUT', url, payload, headers: { ...sameOrigin, cookie } });
const del = (url: string, cookie: string) =>
  app().inject({ method: 'DELETE', url, headers: { ...sameOrigin, cookie } });
const week = (changes: Record<string, object> = {}) => {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return Object.fromEntries(
    days.map((d) => [d, { available: false, startTime: '08:00', endTime: '17:00', ...changes[d] }]),
  );
};

describe(`nanny routes: who may use them, on ${testEngine}`, () => {
  it('refuses signed-out visitors and parents', async () => {
    expect((await get(app(), '/api/nanny/profile')).statusCode).toBe(401);
    const parent = await registeredAccount(app(), { role: 'parent' });
    expect((await get(app(), '/api/nanny/profile', parent.cookie)).statusCode).toBe(403);
    expect((await post(app(), '/api/nanny/agreement', {}, parent.cookie)).statusCode).toBe(403);
  });
});

describe(`the welcome agreement, on ${testEngine}`, () => {
  it('starts pending and not agreed, and refuses changes until the nanny agrees', async () => {
    const nanny = await registeredAccount(app(), { role: 'nanny' });
    const profile = (await get(app(), '/api/nanny/profile', nanny.cookie)).json<{
      nanny: Record<string, unknown>;
    }>().nanny;
    expect(profile).toMatchObject({
      status: 'pending',
      agreedToPayment: false,
      bio: '',
      profilePhoto: null,
      singleDayAvailability: [],
    });
    expect(profile.weeklyAvailability).toEqual(week());

    const early = await put('/api/nanny/availability/weekly', week(), nanny.cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      message: 'Please agree to the terms and payment policy first.',
    });

    const agreed = await post(app(), '/api/nanny/agreement', {}, nanny.cookie);
    expect(agreed.json()).toMatchObject({ nanny: { agreedToPayment: true } });
    await post(app(), '/api/nanny/agreement', {}, nanny.cookie);
    const events = await sql<{
      n: number;
    }>`select count(*)::int as n from events where type = 'PaymentPolicyAgreed' and stream_id = ${`nanny-${nanny.user.id}`}`.execute(
      server.runtime.db,
    );
    expect(events.rows[0]?.n).toBe(1);
  });
});

describe(`profile, on ${testEngine}`, () => {
  it('needs a photo, a name and a bio, with the exact message', async () => {
    const nanny = await agreedNanny(app());
    const message =
      'Please upload a profile picture, complete your bio, and provide an email before approval.';
    expect(
      (
        await put('/api/nanny/profile', { fullName: 'Nora N', bio: 'I love kids' }, nanny.cookie)
      ).json(),
    ).toEqual({ code: 'validation', message });
    await upload(app(), nanny.cookie, 'profile-photo', await pngBytes(), 'me.png', 'image/png');
    expect(
      (await put('/api/nanny/profile', { fullName: 'Nora N', bio: '  ' }, nanny.cookie)).json(),
    ).toEqual({ code: 'validation', message });
    expect(
      (await put('/api/nanny/profile', { fullName: '', bio: 'Bio' }, nanny.cookie)).json(),
    ).toEqual({ code: 'validation', message });

    const saved = await put(
      '/api/nanny/profile',
      { fullName: 'Nora Newname', bio: 'Six years with autistic children.' },
      nanny.cookie,
    );
    expect(saved.json()).toMatchObject({
      nanny: { fullName: 'Nora Newname', bio: 'Six years with autistic children.' },
    });
    expect((await get(app(), '/api/session', nanny.cookie)).json()).toMatchObject({
      user: { fullName: 'Nora Newname' },
    });
  });
});

describe(`weekly availability, on ${testEngine}`, () => {
  it('saves a week and keeps it', async () => {
    const nanny = await agreedNanny(app());
    const schedule = week({
      saturday: { available: true, startTime: '09:15', endTime: '13:45' },
      monday: { available: true },
    });
    expect((await put('/api/nanny/availability/weekly', schedule, nanny.cookie)).statusCode).toBe(
      200,
    );
    expect((await get(app(), '/api/nanny/profile', nanny.cookie)).json()).toMatchObject({
      nanny: { weeklyAvailability: schedule },
    });
  });

  it.each([
    [
      { friday: { available: true, startTime: '17:00', endTime: '08:00' } },
      'End time must be after start time.',
    ],
    [
      { friday: { available: true, startTime: '09:00', endTime: '09:00' } },
      'End time must be after start time.',
    ],
    [
      { friday: { available: true, startTime: '09:10', endTime: '12:00' } },
      'Times must be on 15-minute steps (for example 08:00, 08:15, 08:30).',
    ],
    [
      { friday: { available: true, startTime: '25:00', endTime: '26:00' } },
      'Please enter times as HH:MM.',
    ],
  ])('refuses %o', async (changes, message) => {
    const nanny = await agreedNanny(app());
    const response = await put('/api/nanny/availability/weekly', week(changes), nanny.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message });
  });

  it('ignores the times of days that are not ticked, and refuses a week missing a day', async () => {
    const nanny = await agreedNanny(app());
    const loose = week({ sunday: { available: false, startTime: '17:00', endTime: '08:00' } });
    expect((await put('/api/nanny/availability/weekly', loose, nanny.cookie)).statusCode).toBe(200);
    const sixDays: Record<string, unknown> = week();
    delete sixDays.sunday;
    expect((await put('/api/nanny/availability/weekly', sixDays, nanny.cookie)).statusCode).toBe(
      400,
    );
  });
});

describe(`single-day availability, on ${testEngine}`, () => {
  it('adds days sorted by date, refuses overlaps, and removes one', async () => {
    const nanny = await agreedNanny(app());
    await post(
      app(),
      '/api/nanny/availability/single-days',
      { date: '2026-12-05', startTime: '10:00', endTime: '14:00' },
      nanny.cookie,
    );
    const second = await post(
      app(),
      '/api/nanny/availability/single-days',
      { date: '2026-11-30', startTime: '08:00', endTime: '09:30' },
      nanny.cookie,
    );
    const days = second.json<{ nanny: { singleDayAvailability: { id: string; date: string }[] } }>()
      .nanny.singleDayAvailability;
    expect(days.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-05']);

    const overlap = await post(
      app(),
      '/api/nanny/availability/single-days',
      { date: '2026-12-05', startTime: '13:00', endTime: '15:00' },
      nanny.cookie,
    );
    expect(overlap.json()).toMatchObject({
      message: 'This time overlaps availability you already added for that date.',
    });

    const removed = await del(`/api/nanny/availability/single-days/${days[0]!.id}`, nanny.cookie);
    expect(
      removed
        .json<{ nanny: { singleDayAvailability: { date: string }[] } }>()
        .nanny.singleDayAvailability.map((d) => d.date),
    ).toEqual(['2026-12-05']);
    expect(
      (await del(`/api/nanny/availability/single-days/${days[0]!.id}`, nanny.cookie)).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ date: '', startTime: '10:00', endTime: '12:00' }, 'Please select a date and time range.'],
    [
      { date: '2026-12-01', startTime: '', endTime: '12:00' },
      'Please select a date and time range.',
    ],
    [{ date: '2026-02-30', startTime: '10:00', endTime: '12:00' }, 'Please choose a valid date.'],
    [
      { date: '2026-11-19', startTime: '10:00', endTime: '12:00' },
      'Please choose a date that is not in the past.',
    ],
    [
      { date: '2026-12-01', startTime: '12:00', endTime: '10:00' },
      'End time must be after start time.',
    ],
  ])('refuses %o', async (body, message) => {
    const nanny = await agreedNanny(app());
    const response = await post(app(), '/api/nanny/availability/single-days', body, nanny.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message });
  });

  it("accepts today's date even where it is still yesterday in UTC", async () => {
    const nanny = await agreedNanny(app());
    // At 12:00 UTC on the 21st it is the 21st from UTC-12 to UTC+12: the 21st is allowed.
    const response = await post(
      app(),
      '/api/nanny/availability/single-days',
      { date: '2026-11-21', startTime: '18:00', endTime: '20:00' },
      nanny.cookie,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe(`replaying the nanny read model, on ${testEngine}`, () => {
  it('rebuilds nanny tables equal to the live ones', async () => {
    const snapshot = async () => ({
      profiles: await server.runtime.db
        .selectFrom('nanny_profiles')
        .selectAll()
        .orderBy('nanny_id')
        .execute(),
      days: await server.runtime.db
        .selectFrom('nanny_single_days')
        .selectAll()
        .orderBy('entry_id')
        .execute(),
      accounts: await server.runtime.db.selectFrom('accounts').selectAll().orderBy('id').execute(),
    });
    const live = await snapshot();
    expect(live.profiles.length).toBeGreaterThan(3);
    await rebuildProjections(server.runtime.db, server.runtime.catalog, server.runtime.projections);
    expect(await snapshot()).toEqual(live);
  });
});
