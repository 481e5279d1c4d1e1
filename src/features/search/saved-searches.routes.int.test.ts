import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/helpers/accounts-api.js';
import { bookingParent, type Party } from '../../../test/helpers/bookings-api.js';
import { seedApprovedNanny } from '../../../test/helpers/directory-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { UNKNOWN_NEED_MESSAGE } from '../../shared/directory-search.js';
import {
  LABEL_MESSAGE,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SAVED_SEARCH_NOT_FOUND_MESSAGE,
  SEARCH_ALERT_SUBJECT,
} from '../../shared/saved-searches.js';
import { searchAlertsJob } from './search-alerts.job.js';
import { savedSearchStreamId } from './search.events.js';
import { runSearchCommand } from './search.handlers.js';

let server: TestServer;
let now = new Date('2026-11-23T15:00:00Z');
let paula: Party;
let stella: Party;
let live: { paula: LiveClient; stella: LiveClient };

beforeAll(async () => {
  server = await startTestServer({
    smtp: true,
    clock: () => now,
    config: { timeZone: 'America/New_York' },
  });
  paula = await bookingParent(server.runtime, 'Paula Parent');
  stella = await bookingParent(server.runtime, 'Stella Stranger');
  live = {
    paula: await openLive(server.baseUrl, { cookie: paula.cookie }),
    stella: await openLive(server.baseUrl, { cookie: stella.cookie }),
  };
});
afterAll(async () => {
  live?.paula.close();
  live?.stella.close();
  await server?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Party, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
/**
 * By default a search none of the seeded nannies fits: their approval runs the real match job,
 * and these tests record the matches they mean themselves.
 */
const save = (who: Party, label: string, search: object = { needs: 'seizure-care' }) =>
  call('POST', '/api/parent/saved-searches', who, { label, search });
const listOf = async (who: Party) =>
  (await call('GET', '/api/parent/saved-searches', who)).json<{
    searches: { id: string; label: string; newMatches: number }[];
  }>().searches;
const eventsOf = async (who: Party, type?: string) => {
  let query = server.runtime.db
    .selectFrom('events')
    .select(['type', 'data'])
    .where('stream_id', '=', savedSearchStreamId(who.id));
  if (type) query = query.where('type', '=', type);
  return query.orderBy('position').execute();
};
/** The alerts job as the cron runs it, twice in a row: each email must go once. */
async function runAlertsTwice() {
  const job = searchAlertsJob(server.runtime);
  await job.handle({}, { id: 'test-1', retryCount: 0 });
  await job.handle({}, { id: 'test-2', retryCount: 0 });
}
/** What the match job records when an approved nanny matches (see search-match.job.ts). */
const recordMatch = (who: Party, searchId: string, nannyId: string) =>
  runSearchCommand(
    server.runtime,
    { type: 'RecordMatch', parentId: who.id, searchId, nannyId, at: now.toISOString() },
    { actorRole: 'system' },
  );
const mailsTo = (who: Party) => server.mail!.messages.filter((m) => m.to.includes(who.email));

describe(`saved searches on ${testEngine}`, () => {
  let mondays: string;

  it('saves a search and lists it with the URL parameters it stands for', async () => {
    const response = await save(paula, '  Mondays <b>&</b> autism  ', {
      date: '2026-11-30',
      start: '10:00',
      end: '12:00',
      needs: 'autism,adhd',
      cpr: '1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { search } = response.json<{ search: { id: string } }>();
    mondays = search.id;
    expect(search).toEqual({
      id: mondays,
      label: 'Mondays <b>&</b> autism',
      search: { date: '2026-11-30', start: '10:00', end: '12:00', needs: 'autism,adhd', cpr: '1' },
      savedAt: now.toISOString(),
      newMatches: 0,
    });
    expect(await listOf(paula)).toEqual([search]);
  });

  it('refuses bad input with a clear 4xx and records nothing', async () => {
    const before = (await eventsOf(paula)).length;
    const cases: [object, number, string | RegExp][] = [
      [{ label: '', search: {} }, 400, LABEL_MESSAGE],
      [{ label: 'x'.repeat(81), search: {} }, 400, LABEL_MESSAGE],
      [{ label: 'Hidden\u202Etext', search: {} }, 400, /hidden control/],
      [{ label: 'Juggling', search: { needs: 'juggling' } }, 400, UNKNOWN_NEED_MESSAGE],
      [{ label: 'Half', search: { date: '2026-11-30' } }, 400, /date and time/],
      [
        { label: 'Past', search: { date: '2026-11-20', start: '10:00', end: '12:00' } },
        400,
        /past/,
      ],
      [{ label: 'Sorted', search: { sort: 'newest' } }, 400, /unknown field "sort"/],
      [{ label: 'Cursor', search: { cursor: 'abc' } }, 400, /unknown field "cursor"/],
      [{ label: 'No search' }, 400, /search/],
      [{ label: 'Number', search: { needs: 3 } }, 400, /needs/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call('POST', '/api/parent/saved-searches', paula, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status });
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect((await eventsOf(paula)).length).toBe(before);
  });

  it('keeps at most ten searches: the eleventh is refused with a 409', async () => {
    for (let i = 2; i <= 10; i++) expect((await save(paula, `Search ${i}`)).statusCode).toBe(201);
    const before = (await eventsOf(paula)).length;
    const refused = await save(paula, 'One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: SAVED_SEARCH_LIMIT_MESSAGE });
    expect((await eventsOf(paula)).length).toBe(before);
  });

  it('shows another parent none of them, and lets her delete none', async () => {
    expect(await listOf(stella)).toEqual([]);
    const before = (await eventsOf(paula)).length;
    const response = await call('DELETE', `/api/parent/saved-searches/${mondays}`, stella);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: SAVED_SEARCH_NOT_FOUND_MESSAGE });
    expect((await eventsOf(paula)).length).toBe(before);
    expect(await eventsOf(stella)).toEqual([]);
    expect((await listOf(paula)).map((s) => s.id)).toContain(mondays);
  });

  it('deletes her own search, once; then an eleventh fits', async () => {
    const last = (await listOf(paula)).find((s) => s.label === 'Search 10')!;
    const deleted = await call('DELETE', `/api/parent/saved-searches/${last.id}`, paula);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const again = await call('DELETE', `/api/parent/saved-searches/${last.id}`, paula);
    expect(again.statusCode).toBe(404);
    expect((await listOf(paula)).map((s) => s.id)).not.toContain(last.id);
    expect((await save(paula, 'Fits again')).statusCode).toBe(201);
  });
});

describe(`search alerts on ${testEngine}`, () => {
  let searchId: string;
  let nina: string;
  let bea: string;

  beforeAll(async () => {
    searchId = (await listOf(paula)).find((s) => s.label.startsWith('Mondays'))!.id;
    nina = (await seedApprovedNanny(server.runtime, { fullName: 'Nina <Nightingale>' })).nannyId;
    bea = (await seedApprovedNanny(server.runtime, { fullName: 'Bea Bookable' })).nannyId;
  });

  it('tells the parent live, and nobody else, when a nanny matches her search', async () => {
    await recordMatch(paula, searchId, nina);
    const alert = await live.paula.next('search.alert', (m) => m.nannyId === nina);
    expect(alert).toMatchObject({
      searchId,
      label: 'Mondays <b>&</b> autism',
      nannyId: nina,
      nannyName: 'Nina <Nightingale>',
    });
    expect(Object.keys(alert).sort()).toEqual(
      ['label', 'nannyId', 'nannyName', 'position', 'searchId', 'type'].sort(),
    );
    expect(live.stella.messages.filter((m) => m.type === 'search.alert')).toEqual([]);
  });

  it('records a match once per search and nanny', async () => {
    await recordMatch(paula, searchId, nina);
    expect(await eventsOf(paula, 'SavedSearchMatched')).toHaveLength(1);
    expect((await listOf(paula)).find((s) => s.id === searchId)?.newMatches).toBe(1);
  });

  it('emails the new matches once, with names, escaped, and a link to the search', async () => {
    await recordMatch(paula, searchId, bea);
    await runAlertsTwice();
    const mail = await mailTo(server.mail!, paula.email, new RegExp(SEARCH_ALERT_SUBJECT));
    expect(mail.subject).toBe(SEARCH_ALERT_SUBJECT);
    expect(mail.text).toContain('Nina <Nightingale>');
    expect(mail.text).toContain('Bea Bookable');
    expect(mail.text).toContain('“Mondays <b>&</b> autism”');
    expect(mail.text).toContain(
      `${server.baseUrl}/parent-dashboard?tab=bookings&date=2026-11-30&start=10%3A00&end=12%3A00&needs=autism%2Cadhd&cpr=1`,
    );
    expect(mail.html).toContain('Nina &lt;Nightingale&gt;');
    expect(mail.html).toContain('Mondays &lt;b&gt;&amp;&lt;/b&gt; autism');
    expect(mail.html).not.toContain('<Nightingale>');
    const recorded = await eventsOf(paula, 'SearchAlertMailed');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.data).toMatchObject({ nannyIds: [bea, nina].sort() });
  });

  it('sends at most one email in 24 hours, then one with only what is new', async () => {
    const cleo = (await seedApprovedNanny(server.runtime, { fullName: 'Cleo Carer' })).nannyId;
    now = new Date('2026-11-24T14:00:00Z');
    await recordMatch(paula, searchId, cleo);
    await runAlertsTwice();
    // Give a wrongly queued email time to arrive before saying none came.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(paula)).toHaveLength(1);
    expect(await eventsOf(paula, 'SearchAlertMailed')).toHaveLength(1);

    now = new Date('2026-11-24T15:00:00Z');
    await runAlertsTwice();
    await waitForMails(paula, 2);
    const second = mailsTo(paula)[1]!;
    expect(second.text).toContain('Cleo Carer');
    expect(second.text).not.toContain('Bea Bookable');
    expect(await eventsOf(paula, 'SearchAlertMailed')).toHaveLength(2);
    expect(mailsTo(stella)).toEqual([]);
  });

  it('forgets the matches of a deleted search: no alert, no email', async () => {
    const dora = (await seedApprovedNanny(server.runtime, { fullName: 'Dora Dana' })).nannyId;
    await recordMatch(paula, searchId, dora);
    expect((await call('DELETE', `/api/parent/saved-searches/${searchId}`, paula)).statusCode).toBe(
      204,
    );
    now = new Date('2026-11-26T15:00:00Z');
    await runAlertsTwice();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(paula)).toHaveLength(2);
    const left = await server.runtime.db
      .selectFrom('saved_search_matches')
      .select('nanny_id')
      .where('search_id', '=', searchId)
      .execute();
    expect(left).toEqual([]);
  });
});

async function waitForMails(who: Party, count: number) {
  const deadline = Date.now() + 15_000;
  while (mailsTo(who).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} emails to ${who.email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
