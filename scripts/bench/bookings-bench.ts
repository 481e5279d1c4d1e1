import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { allFeatures } from '../../src/features/all-features.js';
import { acceptBooking, requestBooking } from '../../src/features/bookings/bookings.handlers.js';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import {
  counterDecider,
  counterFeature,
  createCounterTable,
} from '../../test/helpers/counter-fixture.js';
import { seedApprovedNanny } from '../../test/helpers/directory-seed.js';
import { signedInAccounts, signedInParents } from './bench-parents.js';
import { startCrudPeer } from './crud-peer.js';
import type { LoadFigures } from './load-generator.js';
import { load } from './load.js';
import { steadyRateOf, steadyShare } from './steady-load.js';
import { measure, report, type Figures } from './measure.js';

const NANNIES = 50;
const CONCURRENCY = 16;
/** Booking requests sent over HTTP before the timed ones (see bookingRequestsOverHttp). */
const WARM_UP_REQUESTS = 100;
/** Read when the bench starts, so a bad value stops it before it seeds anything. */
const STEADY_SHARE = steadyShare();
const allDay = { available: true, startTime: '00:00', endTime: '23:45' };
const week = {
  monday: allDay,
  tuesday: allDay,
  wednesday: allDay,
  thursday: allDay,
  friday: allDay,
  saturday: allDay,
  sunday: allDay,
};

const relative = (figures: Figures, baseline: Figures) =>
  `  ${''.padEnd(52)} = ${(figures.perSecond / baseline.perSecond).toFixed(2)} × the baseline`;

/**
 * A booking request and an acceptance through the product's own service (calendar lock, facts
 * read, decide, projection, mail reaction), 16 at a time, each printed beside a same-run
 * baseline: the bare handleCommand of the test counter, on the same database.
 */
export async function benchBookings(database: DatabaseHandle, count: number): Promise<void> {
  // Payments off: the figure is the booking commands'; with payments a request first needs a
  // saved card (a separate check, as the CRUD peer below has none either).
  const config = loadConfig({ LOG_LEVEL: 'silent', TIME_ZONE: 'UTC', PAYMENTS: 'off' });
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-bench-files-')));
  const runtime = await startRuntime(config, {
    database,
    features: [...allFeatures, counterFeature],
    work: false,
    storage,
  });
  try {
    await createCounterTable(runtime.db);
    const nannies: string[] = [];
    for (let i = 0; i < NANNIES; i++) {
      nannies.push((await seedApprovedNanny(runtime, { week })).nannyId);
    }
    const parentId = randomUUID();
    const baseline = await measure(count, CONCURRENCY, (i) =>
      runtime.eventStore.handleCommand(counterDecider, `bench-${i}`, {
        type: 'Increment',
        commandId: `c${i}`,
        by: 1,
      }),
    );
    report('baseline: handleCommand (counter), 16 concurrent', baseline, 'cmd');

    // Booking i goes to nanny i % 50 on its own day, so none overlaps and every one is accepted.
    const start = Date.now() + 7 * 24 * 60 * 60 * 1000;
    const dateOf = (i: number) =>
      new Date(start + Math.floor(i / NANNIES) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const ids = Array.from({ length: count }, () => randomUUID().replace(/-/g, ''));
    const metadata = { actorRole: 'bench' };
    const requests = await measure(count, CONCURRENCY, (i) =>
      requestBooking(
        runtime,
        {
          bookingId: ids[i]!,
          parentId,
          nannyId: nannies[i % NANNIES]!,
          date: dateOf(i),
          startTime: '09:00',
          endTime: '12:00',
          children: 1,
          note: '',
          platformZone: 'UTC',
          at: new Date().toISOString(),
        },
        metadata,
      ),
    );
    report('booking request (calendar lock, decide), 16 conc.', requests, 'cmd');
    console.log(relative(requests, baseline));
    const acceptances = await measure(count, CONCURRENCY, (i) =>
      acceptBooking(
        runtime,
        { bookingId: ids[i]!, nannyId: nannies[i % NANNIES]!, at: new Date().toISOString() },
        metadata,
      ),
    );
    report('acceptance (lock, overlap, auto-decline), 16 conc.', acceptances, 'cmd');
    console.log(relative(acceptances, baseline));
    await bookingRequestsOverHttp(runtime, nannies, count, dateOf, database.url);
  } finally {
    await runtime.close();
  }
}

/**
 * The bookings figure (docs/performance.md, Booking requests over HTTP): booking requests through
 * HTTP from distinct parents, 16 connections, from a load generator in its own process, beside a
 * raw `insert; commit` of a similar row on the same database, 16 at a time.
 */
async function bookingRequestsOverHttp(
  runtime: Runtime,
  nannies: string[],
  count: number,
  dateOf: (i: number) => string,
  databaseUrl: string | undefined,
) {
  await sql`create table bench_raw_requests (
    booking_id text primary key, parent_id text not null, nanny_id text not null,
    date text not null, start_time text not null, end_time text not null, note text not null,
    requested_at timestamptz not null)`.execute(runtime.db);
  const raw = await measure(count, CONCURRENCY, (i) =>
    runtime.db.transaction().execute((trx) =>
      trx
        .insertInto('bench_raw_requests' as never)
        .values({
          booking_id: randomUUID(),
          parent_id: randomUUID(),
          nanny_id: nannies[i % NANNIES]!,
          date: dateOf(i),
          start_time: '13:00',
          end_time: '16:00',
          note: '',
          requested_at: new Date(),
        } as never)
        .execute(),
    ),
  );
  report('baseline: raw insert; commit of a similar row, 16 conc.', raw, 'row');

  // Each parent asks once: the timed requests, the warm-up's, then the steady ones.
  const parents = await signedInParents(runtime, 2 * count + WARM_UP_REQUESTS);
  const nannyCookies = await signedInAccounts(runtime, nannies);
  const cookieOf = new Map(nannies.map((id, i) => [id, nannyCookies[i]!]));
  const target = (url: string, pending: () => Promise<PendingBooking[]>): HttpTarget => ({
    url,
    origin: runtime.config.publicUrl,
    parents,
    nannyCookieOf: (nannyId) => cookieOf.get(nannyId)!,
    pending,
    nannies,
    dateOf,
  });
  const app = await buildApp({ ...runtime, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let ours: HttpFigures;
  try {
    ours = await requestsThenAcceptances(
      target(url, () => pendingIn(runtime, 'bookings')),
      count,
      (flatOut) => steadyRateOf(flatOut, STEADY_SHARE),
    );
  } finally {
    await app.close();
  }
  printHttp('POST /api/bookings, distinct parents, 16 connections', ours.requests);
  console.log(`  ${''.padEnd(52)} = ${ratio(ours.requests, raw.perSecond)} × the raw insert`);
  printHttp('POST …/accept, 16 connections', ours.acceptances);
  printHttp(
    `  POST /api/bookings at a steady ${ours.steadyRate}/s (${STEADY_SHARE} of it)`,
    ours.steady,
  );
  if (databaseUrl === undefined) return;

  // The same two commands written as a plain CRUD app would, on the same database, same load.
  const peer = await startCrudPeer(databaseUrl, runtime.config.publicUrl);
  try {
    const theirs = await requestsThenAcceptances(
      target(peer.url, () => pendingIn(runtime, 'crud_bookings')),
      count,
      () => ours.steadyRate,
    );
    printHttp('CRUD peer: POST /api/bookings (no event log)', theirs.requests);
    console.log(
      `  ${''.padEnd(52)} ours = ${ratio(ours.requests, theirs.requests.requestsPerSecond)} × the CRUD peer`,
    );
    printHttp('CRUD peer: POST …/accept (no event log)', theirs.acceptances);
    console.log(
      `  ${''.padEnd(52)} ours = ${ratio(ours.acceptances, theirs.acceptances.requestsPerSecond)} × the CRUD peer`,
    );
    printHttp(`  CRUD peer: POST /api/bookings at ${theirs.steadyRate}/s`, theirs.steady);
  } finally {
    await peer.close();
  }
}

interface PendingBooking {
  booking_id: string;
  nanny_id: string;
  date: string;
}
interface HttpTarget {
  url: string;
  origin: string;
  parents: string[];
  nannyCookieOf: (nannyId: string) => string;
  pending: () => Promise<PendingBooking[]>;
  nannies: string[];
  dateOf: (i: number) => string;
}
interface HttpFigures {
  requests: LoadFigures;
  acceptances: LoadFigures;
  /** More requests, from parents who have not asked yet, sent at steadyRate a second. */
  steady: LoadFigures;
  steadyRate: number;
}

const ratio = (figures: LoadFigures, baseline: number) =>
  (figures.requestsPerSecond / baseline).toFixed(2);

function printHttp(label: string, figures: LoadFigures) {
  const bad = figures.non2xx === 0 ? '' : ` (${figures.non2xx} not 2xx!)`;
  console.log(
    `  ${label.padEnd(52)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50Ms).padStart(4)} ms   p99 ${String(figures.p99Ms).padStart(4)} ms${bad}`,
  );
}

/** The requests made over HTTP and still pending, earliest day first. */
async function pendingIn(runtime: Runtime, table: 'bookings' | 'crud_bookings') {
  const { rows } = await sql<PendingBooking>`
    select booking_id, nanny_id, date from ${sql.table(table)}
     where status = 'pending' and start_time = '13:00'
     order by date, booking_id`.execute(runtime.db);
  return rows;
}

/**
 * `count` booking requests from distinct parents, then the nannies' acceptances of them, each
 * batch timed by the load generator in its own process. Untimed first, from other parents on
 * later days, the same of each: the commands above warmed the booking code, not the routes' (their
 * first requests run code V8 has not compiled yet).
 */
async function requestsThenAcceptances(
  target: HttpTarget,
  count: number,
  steadyRateOf: (flatOut: LoadFigures) => number,
): Promise<HttpFigures> {
  const postOf = (cookie: string, i: number) => ({
    path: '/api/bookings',
    cookie,
    origin: target.origin,
    body: JSON.stringify({
      nannyId: target.nannies[i % target.nannies.length],
      date: target.dateOf(i),
      startTime: '13:00',
      endTime: '16:00',
      children: 1,
      note: '',
      idempotencyKey: `bench-${i}-request`,
    }),
  });
  const requestsOf = (from: number, to: number) => ({
    url: target.url,
    cookie: '',
    connections: CONCURRENCY,
    durationSeconds: 0,
    posts: target.parents.slice(from, to).map((cookie, k) => postOf(cookie, from + k)),
  });
  await load(requestsOf(count, count + WARM_UP_REQUESTS));
  const requests = await load(requestsOf(0, count));

  const pending = await target.pending();
  if (pending.length !== count + WARM_UP_REQUESTS) {
    throw new Error(`${pending.length} requests pending, not ${count + WARM_UP_REQUESTS}.`);
  }
  const acceptancesOf = (bookings: PendingBooking[]) => ({
    url: target.url,
    cookie: '',
    connections: CONCURRENCY,
    durationSeconds: 0,
    posts: bookings.map((booking) => ({
      path: `/api/nanny/bookings/${booking.booking_id}/accept`,
      cookie: target.nannyCookieOf(booking.nanny_id),
      origin: target.origin,
      body: '{}',
    })),
  });
  // The warm-up's requests are on the later days: accepted first, untimed.
  await load(acceptancesOf(pending.slice(count)));
  const acceptances = await load(acceptancesOf(pending.slice(0, count)));
  // What a family waits for her request when the server is busy but not overrun: as many more,
  // on later days, evenly spaced at a share of the flat-out rate, each timed from when it was due.
  const steadyRate = steadyRateOf(requests);
  const from = count + WARM_UP_REQUESTS;
  const steady = await load({ ...requestsOf(from, from + count), ratePerSecond: steadyRate });
  return { requests, acceptances, steady, steadyRate };
}
