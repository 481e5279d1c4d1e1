import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/helpers/accounts-api.js';
import { bookingParent, type Party } from '../../../test/helpers/bookings-api.js';
import { seedApprovedNanny } from '../../../test/helpers/directory-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { createSession } from '../../infra/auth/session-store.js';
import { SEARCH_ALERT_SUBJECT } from '../../shared/saved-searches.js';
import { nannyStreamId } from '../nannies/index.js';
import { searchAlertsJob } from './search-alerts.job.js';
import { searchMatchJob } from './search-match.job.js';

// Directory, Saved searches and alerts: a newly approved nanny is checked against every saved
// search as its owner would search now (from her home ZIP, a passed window matching nobody); a
// match is told live to that parent, listed in her alerts and emailed once a day.

let server: TestServer;
// Monday 23 November; she is approved on Wednesday the 25th.
let now = new Date('2026-11-23T15:00:00Z');
const parents = {} as Record<'paula' | 'stella' | 'olga', Party>;
let live: Record<'paula' | 'stella', LiveClient>;
let nina: Party;
const searchIds: Record<string, string> = {};

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie },
    ...(payload ? { payload } : {}),
  });
async function ok(what: string, response: Promise<{ statusCode: number; body: string }>) {
  const done = await response;
  expect(done.statusCode, `${what}: ${done.body}`).toBeLessThan(300);
  return done;
}
async function save(who: Party, label: string, search: object) {
  const response = await ok(
    label,
    inject('POST', '/api/parent/saved-searches', who.cookie, { label, search }),
  );
  searchIds[label] = (JSON.parse(response.body) as { search: { id: string } }).search.id;
}
const matchesOf = async (parentId: string) =>
  server.runtime.db
    .selectFrom('events')
    .select('data')
    .where('stream_id', '=', `saved-searches-${parentId}`)
    .where('type', '=', 'SavedSearchMatched')
    .execute();
const matchedSearches = async (parentId: string) =>
  (await matchesOf(parentId)).map((row) => (row.data as { searchId: string }).searchId).sort();
/** What approval queues, run here to its end (the queued one may run too: it must not matter). */
const runMatchJob = (nannyId: string) =>
  searchMatchJob(server.runtime).handle({ nannyId }, { id: `match-${nannyId}`, retryCount: 0 });
async function appendToNanny(nannyId: string, events: { type: string; data: object }[]) {
  const stream = nannyStreamId(nannyId);
  const version = (await server.runtime.eventStore.readStream(stream)).length;
  await server.runtime.eventStore.append({ id: stream, type: 'nanny' }, version, events);
}

beforeAll(async () => {
  server = await startTestServer({
    smtp: true,
    clock: () => now,
    config: { timeZone: 'America/New_York' },
  });
  const runtime = server.runtime;
  parents.paula = await bookingParent(runtime, 'Paula Parent');
  parents.stella = await bookingParent(runtime, 'Stella Faraway');
  parents.olga = await bookingParent(runtime, 'Olga Nozip');
  await ok(
    'paula zip',
    inject('PUT', '/api/parent/home-zip', parents.paula.cookie, { zip: '10002' }),
  );
  await ok(
    'stella zip',
    inject('PUT', '/api/parent/home-zip', parents.stella.cookie, { zip: '94105' }),
  );
  live = {
    paula: await openLive(server.baseUrl, { cookie: parents.paula.cookie }),
    stella: await openLive(server.baseUrl, { cookie: parents.stella.cookie }),
  };

  await save(parents.paula, 'Mondays with autism', {
    date: '2026-11-30',
    start: '10:00',
    end: '12:00',
    needs: 'autism',
  });
  await save(parents.paula, 'Seizure care', { needs: 'seizure-care' });
  await save(parents.paula, 'Tomorrow morning', {
    date: '2026-11-24',
    start: '10:00',
    end: '12:00',
  });
  await save(parents.stella, 'Anyone', {});
  await save(parents.olga, 'Autism', { needs: 'autism' });

  // A nanny in 10001 who travels 10 miles, weekdays 08:00–17:00, waiting for approval.
  const { nannyId } = await seedApprovedNanny(runtime, { fullName: 'Nina Near', approved: false });
  const { token } = await createSession(runtime.db, nannyId, now);
  nina = { id: nannyId, cookie: `rbt_session=${token}`, email: `${nannyId}@nannies.example` };
  await ok(
    'area',
    inject('PUT', '/api/nanny/service-area', nina.cookie, { zip: '10001', radiusMiles: 10 }),
  );
  await ok(
    'experience',
    inject('PUT', '/api/nanny/experience', nina.cookie, {
      needs: ['autism', 'adhd'],
      languages: ['es'],
    }),
  );
});
afterAll(async () => {
  live?.paula.close();
  live?.stella.close();
  await server?.close();
});

describe(`saved-search alerts on ${testEngine}`, () => {
  it('matches a newly approved nanny to the searches she fits, as each owner searches now', async () => {
    now = new Date('2026-11-25T15:00:00Z');
    await appendToNanny(nina.id, [
      { type: 'NannyApproved', data: { nannyId: nina.id, approvedAt: now.toISOString() } },
    ]);
    // The job queued with her approval runs by itself.
    await waitFor(async () => (await matchesOf(parents.olga.id)).length > 0);
    await runMatchJob(nina.id);
    // Paula (10002, 2.5 miles away): her Monday search; not seizure care (Nina lacks it), not
    // Tuesday's window (passed). Stella (94105) is out of Nina's reach; Olga has no ZIP.
    expect(await matchedSearches(parents.paula.id)).toEqual([searchIds['Mondays with autism']]);
    expect(await matchedSearches(parents.stella.id)).toEqual([]);
    expect(await matchedSearches(parents.olga.id)).toEqual([searchIds.Autism]);
  });

  it('tells only that parent live, with the search and the nanny’s name', async () => {
    const alert = await live.paula.next('search.alert', (m) => m.nannyId === nina.id);
    expect(alert).toEqual({
      type: 'search.alert',
      position: expect.any(Number) as number,
      searchId: searchIds['Mondays with autism'],
      label: 'Mondays with autism',
      nannyId: nina.id,
      nannyName: 'Nina Near',
    });
    expect(live.stella.messages.filter((m) => m.type === 'search.alert')).toEqual([]);
  });

  it('lists the alert with her card: city and rounded distance, never coordinates', async () => {
    const response = await inject('GET', '/api/parent/search-alerts', parents.paula.cookie);
    expect(response.statusCode).toBe(200);
    const { alerts } = response.json<{ alerts: Record<string, unknown>[] }>();
    expect(alerts).toEqual([
      {
        searchId: searchIds['Mondays with autism'],
        label: 'Mondays with autism',
        matchedAt: now.toISOString(),
        nanny: expect.objectContaining({
          id: nina.id,
          fullName: 'Nina Near',
          city: 'New York',
          state: 'NY',
          distance: { miles: 2, label: 'about 2 miles' },
          matchedNeeds: ['autism'],
        }) as unknown,
      },
    ]);
    expect(response.body).not.toMatch(/latitude|longitude|10001|40\.7/);
    const saved = await inject('GET', '/api/parent/saved-searches', parents.paula.cookie);
    const counts = saved
      .json<{ searches: { label: string; newMatches: number }[] }>()
      .searches.map((s) => [s.label, s.newMatches]);
    expect(counts).toEqual(
      expect.arrayContaining([
        ['Mondays with autism', 1],
        ['Seizure care', 0],
      ]),
    );
    const stella = await inject('GET', '/api/parent/search-alerts', parents.stella.cookie);
    expect(stella.json()).toEqual({ alerts: [] });
  });

  it('records nothing twice when she is approved again after a withdrawal', async () => {
    await appendToNanny(nina.id, [
      {
        type: 'NannyApprovalWithdrawn',
        data: { nannyId: nina.id, withdrawnAt: now.toISOString() },
      },
      { type: 'NannyApproved', data: { nannyId: nina.id, approvedAt: now.toISOString() } },
    ]);
    await runMatchJob(nina.id);
    await runMatchJob(nina.id);
    expect(await matchesOf(parents.paula.id)).toHaveLength(1);
    expect(await matchesOf(parents.olga.id)).toHaveLength(1);
  });

  it('emails each parent with matches the day’s list: name, city and a link to the search', async () => {
    const job = searchAlertsJob(server.runtime);
    await job.handle({}, { id: 'alerts-1', retryCount: 0 });
    const mail = await mailTo(server.mail!, parents.paula.email, new RegExp(SEARCH_ALERT_SUBJECT));
    expect(mail.text).toContain('Nina Near (New York, NY)');
    expect(mail.text).toContain(
      `${server.baseUrl}/parent-dashboard?tab=bookings&date=2026-11-30&start=10%3A00&end=12%3A00&needs=autism`,
    );
    expect(mail.text).not.toContain('Seizure care');
    await mailTo(server.mail!, parents.olga.email, new RegExp(SEARCH_ALERT_SUBJECT));
    expect(server.mail!.messages.filter((m) => m.to.includes(parents.stella.email))).toEqual([]);
  });
});
