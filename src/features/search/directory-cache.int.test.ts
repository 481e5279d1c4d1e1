import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import type { Party } from '../../../test/helpers/bookings-api.js';
import { put, searchableNanny, searchingParent } from '../../../test/helpers/search-api.js';
import { nannyFact, setHomeZip } from '../../../test/helpers/search-seed.js';
import { startAppInstance } from '../../../test/helpers/app-instance.js';
import { clonePostgresTemplate, testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { placeOfZipNow } from '../../../test/helpers/zip-places.js';
import { buildApp } from '../../app.js';
import type { WeeklyAvailability } from '../../infra/db/schema.js';
import type { Runtime } from '../../runtime.js';
import { todayIn, weekdayOf } from '../../shared/booking-times.js';
import { addDays } from './directory-cards.js';
import { weekOf } from '../../../test/helpers/directory-seed.js';

// The directory's first-page cache (docs/performance.md, Directory): a search's first page is
// served from memory until an event changes a table it is read from. What must hold: a person's own
// change shows in her next request, another instance's commit shows once this instance's hub
// follows it, and unrelated events keep it.

const mondays = (available: boolean): WeeklyAvailability =>
  weekOf({ monday: { available, startTime: '09:00', endTime: '17:00' } });

// The apps' clock holds still: a run that crossed midnight would otherwise work out "next
// Monday" on one date and let the app decide on the next.
const now = new Date();
const clock = () => now;

function nextMonday(runtime: Runtime) {
  let monday = addDays(todayIn(runtime.clock(), runtime.config.timeZone), 3);
  while (weekdayOf(monday) !== 'monday') monday = addDays(monday, 1);
  return monday;
}

async function listed(app: FastifyInstance, cookie: string, query: string) {
  const response = await get(app, `/api/directory?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ nannies: { id: string; fullName: string }[] }>().nannies;
}

describe(`the directory's first-page cache on ${testEngine}`, () => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let nanny: Party;
  let parent: { id: string; cookie: string };
  let query: string;
  const pageStats = () => server.runtime.readCaches.stats()['directory-first-pages']!;
  const ids = async () => (await listed(server.app, parent.cookie, query)).map((card) => card.id);

  beforeAll(async () => {
    server = await startTestApp({ clock });
    const operator = await signedInAs(server.runtime, 'operator');
    nanny = await searchableNanny(server.app, server.runtime, operator, {
      fullName: 'Cora Cached',
      week: mondays(true),
      area: { zip: '10001', radiusMiles: 10 },
      needs: ['autism'],
    });
    parent = await searchingParent(server.app, server.runtime, '10002');
    query = `date=${nextMonday(server.runtime)}&start=10:00&end=12:00&needs=autism`;
  });
  afterAll(() => server?.close());

  it('answers a repeated search from memory', async () => {
    expect(await ids()).toContain(nanny.id);
    // The live hub empties the cache again when it follows the setup's events: let it.
    await server.runtime.liveHub.followed();
    expect(await ids()).toContain(nanny.id);
    const before = pageStats();
    expect(await ids()).toContain(nanny.id);
    expect(pageStats().hits).toBe(before.hits + 1);
  });

  it("shows a nanny's own change in the very next search (her hours, then her area)", async () => {
    expect(await ids()).toContain(nanny.id);
    const hours = await put(
      server.app,
      '/api/nanny/availability/weekly',
      mondays(false),
      nanny.cookie,
    );
    expect(hours.statusCode, hours.body).toBe(200);
    expect(await ids()).not.toContain(nanny.id);

    await put(server.app, '/api/nanny/availability/weekly', mondays(true), nanny.cookie);
    expect(await ids()).toContain(nanny.id);
    const area = await put(
      server.app,
      '/api/nanny/service-area',
      { zip: '94105', radiusMiles: 10 },
      nanny.cookie,
    );
    expect(area.statusCode, area.body).toBe(200);
    expect(await ids()).not.toContain(nanny.id);
    await put(
      server.app,
      '/api/nanny/service-area',
      { zip: '10001', radiusMiles: 10 },
      nanny.cookie,
    );
    expect(await ids()).toContain(nanny.id);
  });

  it('keeps the page through events that cannot change it (another parent moving)', async () => {
    // Not before the live hub has followed the last test's changes (they empty the cache).
    await server.runtime.liveHub.followed();
    await ids();
    const before = pageStats();
    const other = await searchingParent(server.app, server.runtime, '60601');
    await setHomeZip(server.runtime, other.id, '73301');
    await server.runtime.liveHub.followed();
    await ids();
    expect(pageStats().hits).toBe(before.hits + 1);
    expect(pageStats().misses).toBe(before.misses);
  });

  it("serves each parent her own ZIP's page: the same search from another ZIP is its own entry", async () => {
    const chicago = await searchingParent(server.app, server.runtime, '60601');
    expect((await listed(server.app, chicago.cookie, query)).map((c) => c.id)).not.toContain(
      nanny.id,
    );
    expect(await ids()).toContain(nanny.id);
    // And a parent who moves is answered from her new home at once.
    const moving = await searchingParent(server.app, server.runtime, '60601');
    expect((await listed(server.app, moving.cookie, query)).map((c) => c.id)).not.toContain(
      nanny.id,
    );
    await put(server.app, '/api/parent/home-zip', { zip: '10002' }, moving.cookie);
    expect((await listed(server.app, moving.cookie, query)).map((c) => c.id)).toContain(nanny.id);
  });

  // Last: it stops this instance's hub, so only the commit itself can empty the cache.
  it('empties the cache as the command commits, before it answers, not when the hub follows', async () => {
    await server.runtime.liveHub.stop();
    expect(await ids()).toContain(nanny.id);
    await put(server.app, '/api/nanny/availability/weekly', mondays(false), nanny.cookie);
    expect(await ids()).not.toContain(nanny.id);
  });
});

// Two instances on one database, as behind a load balancer: the reader's cache learns of the
// writer's commit only through its live hub following the log (NOTIFY here; the hub's poll is
// an hour). Without that, the reader would answer from memory for a minute.
describe.runIf(testEngine === 'postgres')("the directory's cache across app instances", () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let writer: Runtime;
  let reader: Runtime;
  let readerApp: FastifyInstance;

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    writer = await startAppInstance(clone.url, clock);
    reader = await startAppInstance(clone.url, clock);
    readerApp = await buildApp({ ...reader, logger: false });
  });
  afterAll(async () => {
    await readerApp?.close();
    await reader?.close();
    await writer?.close();
    await clone?.drop();
  });

  it("drops a cached page once the reader's hub follows the writer's commit", async () => {
    const writerApp = await buildApp({ ...writer, logger: false });
    try {
      const operator = await signedInAs(writer, 'operator');
      const nanny = await searchableNanny(writerApp, writer, operator, {
        fullName: 'Wren Elsewhere',
        week: mondays(true),
        area: { zip: '10001', radiusMiles: 10 },
      });
      const parent = await searchingParent(writerApp, writer, '10002');
      const query = `date=${nextMonday(reader)}&start=10:00&end=12:00`;
      const ids = async () =>
        (await listed(readerApp, parent.cookie, query)).map((card) => card.id);
      await waitFor(async () => (await ids()).includes(nanny.id));
      const place = placeOfZipNow('94105')!;
      await nannyFact(writer, nanny.id, 'NannyServiceAreaSet', {
        ...place,
        radiusMiles: 10,
        setAt: now.toISOString(),
      });
      await waitFor(async () => !(await ids()).includes(nanny.id));
    } finally {
      await writerApp.close();
    }
  });
});
