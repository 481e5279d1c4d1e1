import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  requestAs,
  requestBody,
  type BookingJson,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { createSession } from '../../infra/auth/session-store.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import {
  SERIES_CONSENT_MESSAGE,
  SERIES_DATE_MESSAGE,
  SERIES_NOT_FOUND_MESSAGE,
  SERIES_NOTHING_LEFT_MESSAGE,
  SERIES_NOTHING_TO_CANCEL_MESSAGE,
  SERIES_WEEKS_MESSAGE,
} from '../../shared/booking-series.js';
import { STEP_MESSAGE } from '../../shared/booking-times.js';

// Weekly recurring bookings on both databases: the preview, the parent's consent to dates left
// out, a series of 6 with one date declined, the rest accepted at once, the series cancelled
// after its third date (each later date under the 24-hour rule), every route by role, bad input
// writing nothing, and replay equal.

let now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({ clock: () => now, timeZone: 'America/New_York', operator: true });
const { server, app, parent, nanny } = bed;
let otherParent: Party;
let otherNanny: Party;
beforeAll(async () => {
  otherParent = await bookingParent(server.runtime, 'Olga Other');
  otherNanny = await bookingNanny(server.runtime, { fullName: 'Nora Other' });
});

const eventCount = () => countEvents(server.runtime.db);
const times = (changes: object = {}) => ({
  nannyId: nanny.id,
  firstDate: '2026-12-01',
  startTime: '09:30',
  endTime: '12:30',
  weeks: 7,
  ...changes,
});
let keys = 0;
const seriesBody = (changes: object = {}) => ({
  ...times(),
  children: 1,
  note: 'Every Tuesday, please.',
  idempotencyKey: `series-key-${++keys}`,
  leaveOut: [],
  ...changes,
});
const preview = (body: object, who: Party | null = parent) =>
  post(app(), '/api/booking-series/preview', body, who?.cookie);
type Answer = { message: string; bookings: BookingJson[] };
/** The nanny answers a whole series at once (read her cookie at the call: it is renewed). */
const nannySeriesAction = (
  seriesId: string,
  action: 'accept' | 'decline' | 'cancel',
  body: object = {},
) => post(app(), `/api/nanny/booking-series/${seriesId}/${action}`, body, nanny.cookie);
const parentSeriesCancel = (seriesId: string, body: { reason: string }) =>
  post(app(), `/api/booking-series/${seriesId}/cancel`, body, parent.cookie);

describe(`weekly series on ${testEngine}`, () => {
  let seriesId = '';
  let occurrences: BookingJson[] = [];

  it('previews each date: one overlapping her accepted booking does not fit, and why', async () => {
    // Her booking on Tuesday, December 15, from another family.
    const other = await requestAs(
      app(),
      otherParent,
      requestBody(nanny.id, { date: '2026-12-15', startTime: '10:00', endTime: '11:00' }),
    );
    expect((await nannyAction(app(), nanny, other.booking!.id, 'accept')).statusCode).toBe(200);
    const response = await preview(times());
    expect(response.statusCode, response.body).toBe(200);
    const { dates } = response.json<{
      dates: { date: string; fits: boolean; problem: string }[];
    }>();
    expect(dates.map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
    ]);
    expect(dates.filter((d) => !d.fits)).toEqual([
      {
        date: '2026-12-15',
        fits: false,
        problem: 'Bea already has a booking at that time. Please choose another time.',
      },
    ]);
  });

  it('refuses bad input with a clear 4xx, writing nothing', async () => {
    const before = await eventCount();
    const cases: [object, number, string][] = [
      [seriesBody({ weeks: 13 }), 400, SERIES_WEEKS_MESSAGE],
      [seriesBody({ weeks: 1 }), 400, SERIES_WEEKS_MESSAGE],
      [seriesBody({ startTime: '09:10' }), 400, STEP_MESSAGE],
      // A date that does not fit, not agreed to be left out.
      [seriesBody(), 409, SERIES_CONSENT_MESSAGE],
      [seriesBody({ leaveOut: ['2026-12-15', '2026-12-16'] }), 400, SERIES_DATE_MESSAGE],
      // Every date left out: nothing left to send.
      [
        seriesBody({ weeks: 2, firstDate: '2026-12-08', leaveOut: ['2026-12-08', '2026-12-15'] }),
        409,
        SERIES_NOTHING_LEFT_MESSAGE,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(app(), '/api/booking-series', body, parent.cookie);
      expect(
        [response.statusCode, response.json<{ message: string }>().message],
        JSON.stringify(body),
      ).toEqual([status, message]);
    }
    expect((await preview(times({ weeks: 13 }))).statusCode).toBe(400);
    // Saturdays only: she works weekdays, so every date would be left out.
    const weekend = await post(
      app(),
      '/api/booking-series',
      seriesBody({ firstDate: '2026-12-05', leaveOut: [] }),
      parent.cookie,
    );
    expect(weekend.statusCode).toBe(409);
    expect(await eventCount()).toBe(before);
  });

  it('sends a series of 6 with the overlapping date left out, each a booking of the series', async () => {
    const body = seriesBody({ leaveOut: ['2026-12-15'] });
    const response = await post(app(), '/api/booking-series', body, parent.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<Answer>();
    expect(answer.message).toBe('Weekly requests sent: 6 dates.');
    occurrences = answer.bookings;
    expect(occurrences.map((b) => [b.date, b.startTime, b.status])).toEqual([
      ['2026-12-01', '09:30', 'pending'],
      ['2026-12-08', '09:30', 'pending'],
      ['2026-12-22', '09:30', 'pending'],
      ['2026-12-29', '09:30', 'pending'],
      ['2027-01-05', '09:30', 'pending'],
      ['2027-01-12', '09:30', 'pending'],
    ]);
    seriesId = occurrences[0]!.seriesId as string;
    expect(new Set(occurrences.map((b) => b.seriesId))).toEqual(new Set([seriesId]));
    // The same request again (a retry) is the same series.
    const before = await eventCount();
    const again = await post(app(), '/api/booking-series', body, parent.cookie);
    expect(again.statusCode).toBe(201);
    expect(await eventCount()).toBe(before);
  });

  it('keeps every series route to its two parties', async () => {
    const before = await eventCount();
    const nannyRoute = (path: string) => `/api/nanny/booking-series/${seriesId}/${path}`;
    const tries: [string, string | undefined, number][] = [
      [nannyRoute('accept'), otherNanny.cookie, 404],
      [nannyRoute('decline'), otherNanny.cookie, 404],
      [nannyRoute('cancel'), otherNanny.cookie, 404],
      [nannyRoute('accept'), parent.cookie, 403],
      [nannyRoute('accept'), undefined, 401],
      [`/api/booking-series/${seriesId}/cancel`, otherParent.cookie, 404],
      [`/api/booking-series/${seriesId}/cancel`, nanny.cookie, 403],
      [`/api/booking-series/${seriesId}/cancel`, bed.operator, 403],
      [`/api/booking-series/${seriesId}/cancel`, undefined, 401],
      ['/api/nanny/booking-series/forged-series-id/accept', nanny.cookie, 404],
      ['/api/booking-series/forged-series-id/cancel', parent.cookie, 404],
      ['/api/booking-series/..%2F..%2Fx/cancel', parent.cookie, 400],
      ['/api/booking-series', nanny.cookie, 403],
      ['/api/booking-series/preview', undefined, 401],
      ['/api/booking-series/preview', bed.operator, 403],
    ];
    for (const [url, cookie, status] of tries) {
      const body = url.endsWith('/preview')
        ? times()
        : url.endsWith('/booking-series')
          ? seriesBody()
          : url.endsWith('/accept')
            ? {}
            : { reason: 'x' };
      const response = await post(app(), url, body, cookie);
      expect(response.statusCode, `${url} ${response.body}`).toBe(status);
    }
    const forged = await post(
      app(),
      '/api/booking-series/forged-series-id/cancel',
      { reason: 'x' },
      parent.cookie,
    );
    expect(forged.json<{ message: string }>().message).toBe(SERIES_NOT_FOUND_MESSAGE);
    // A nanny who is not bookable (or unknown): refused as a single request is.
    const unknown = await preview(times({ nannyId: 'no-such-nanny' }));
    expect(unknown.statusCode).toBe(409);
    expect(await eventCount()).toBe(before);
  });

  it('lets the nanny decline one date and accept the rest of the series at once', async () => {
    const declined = await nannyAction(app(), nanny, occurrences[3]!.id, 'decline', {
      reason: 'Away that week.',
    });
    expect(declined.statusCode).toBe(200);
    const response = await nannySeriesAction(seriesId, 'accept');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.message).toBe('Series accepted: 5 dates.');
    expect(answer.bookings.every((b) => b.status === 'accepted')).toBe(true);
    const again = await nannySeriesAction(seriesId, 'accept');
    expect(again.statusCode).toBe(409);
    const lists = (await get(app(), '/api/nanny/bookings', nanny.cookie)).json<{
      upcoming: BookingJson[];
    }>();
    expect(lists.upcoming.filter((b) => b.seriesId === seriesId)).toHaveLength(5);
  });

  it('cancels the series after its third date: each later date on its own, late within 24 hours', async () => {
    // Monday, January 4, 11:00 in New York: January 5's date is 22½ hours away.
    now = new Date('2027-01-04T16:00:00Z');
    // Six weeks on: her session of November has ended, she signs in again.
    const { token } = await createSession(server.runtime.db, parent.id, now);
    parent.cookie = `rbt_session=${token}`;
    const response = await parentSeriesCancel(seriesId, { reason: 'We are moving.' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.message).toBe('Series cancelled: 2 dates.');
    expect(answer.bookings.map((b) => [b.date, b.status, b.late])).toEqual([
      ['2027-01-05', 'cancelled', true],
      ['2027-01-12', 'cancelled', false],
    ]);
    const events = await sql<{ type: string }>`
      select type from events where type = 'BookingCancelled'
        and data->>'bookingId' in (${sql.join(occurrences.map((b) => b.id))})`.execute(
      server.runtime.db,
    );
    expect(events.rows).toHaveLength(2);
    const again = await parentSeriesCancel(seriesId, { reason: 'Again.' });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      SERIES_NOTHING_TO_CANCEL_MESSAGE,
    ]);
    const mine = (await get(app(), '/api/bookings', parent.cookie)).json<{
      bookings: BookingJson[];
    }>();
    const statuses = mine.bookings
      .filter((b) => b.seriesId === seriesId)
      .map((b) => [b.date, b.status])
      .sort();
    expect(statuses).toEqual([
      ['2026-12-01', 'accepted'],
      ['2026-12-08', 'accepted'],
      ['2026-12-22', 'accepted'],
      ['2026-12-29', 'declined'],
      ['2027-01-05', 'cancelled'],
      ['2027-01-12', 'cancelled'],
    ]);
  });

  it('keeps the wall-clock times across a daylight-saving change: the instants shift', async () => {
    const response = await post(
      app(),
      '/api/booking-series',
      seriesBody({ firstDate: '2027-03-02', weeks: 3, startTime: '09:00', endTime: '10:00' }),
      parent.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Answer>().bookings.map((b) => [b.startTime, b.startsAt])).toEqual([
      ['09:00', '2027-03-02T14:00:00.000Z'],
      ['09:00', '2027-03-09T14:00:00.000Z'],
      // After March 14 the clocks read an hour more: the same 09:00 is 13:00 UTC.
      ['09:00', '2027-03-16T13:00:00.000Z'],
    ]);
  });

  it('lets the nanny decline a whole series, or cancel the accepted dates of one', async () => {
    const send = async (firstDate: string) => {
      const body = seriesBody({ firstDate, weeks: 2, startTime: '14:00', endTime: '15:00' });
      const response = await post(app(), '/api/booking-series', body, parent.cookie);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Answer>().bookings[0]!.seriesId as string;
    };
    const { token } = await createSession(server.runtime.db, nanny.id, now);
    nanny.cookie = `rbt_session=${token}`;
    const declined = await send('2027-02-02');
    const answer = await nannySeriesAction(declined, 'decline', { reason: 'Full that month.' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Answer>().message).toBe('Series declined: 2 dates.');
    expect(answer.json<Answer>().bookings.map((b) => b.status)).toEqual(['declined', 'declined']);

    const cancelled = await send('2027-02-04');
    // Nothing accepted yet: a nanny cancels accepted dates only.
    const early = await nannySeriesAction(cancelled, 'cancel', { reason: 'Moving away.' });
    expect(early.statusCode).toBe(409);
    expect((await nannySeriesAction(cancelled, 'accept')).statusCode).toBe(200);
    const noReason = await nannySeriesAction(cancelled, 'cancel', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const done = await nannySeriesAction(cancelled, 'cancel', { reason: 'Moving away.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Answer>().bookings.map((b) => [b.status, b.cancelledBy])).toEqual([
      ['cancelled', 'nanny'],
      ['cancelled', 'nanny'],
    ]);
  });

  it('replays the log into the same bookings table', async () => {
    const report = await replayOf(server.runtime);
    expect(report).toMatchObject({ equal: true, differences: [] });
  });
});
