import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest } from '../../src/infra/db/migrator.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime } from '../../src/runtime.js';
import { seedApprovedNanny } from '../../test/helpers/directory-seed.js';
import { signedInAccounts, signedInParents } from './bench-parents.js';
import { cpuPerRequest, cpuSoFar } from './cpu-per-request.js';
import { startCrudPeer } from './crud-peer.js';
import { load } from './load.js';
import { withScratchPostgres } from './scratch-postgres.js';

/**
 * Where a booking request's and an acceptance's time goes over HTTP on PostgreSQL: the app as
 * the bench starts it, the bench's load generator in its own process, and around the timed
 * batches this process's CPU profile (written to PROFILE_DIR, summarised by self time) and every
 * statement sent to the database, counted by text. `npx tsx scripts/bench/profile-bookings.ts`
 * with BENCH_DATABASE_URL (or TEST_DATABASE_URL) set; PROFILE_COUNT requests (400).
 */
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server.');
const count = Number(process.env.PROFILE_COUNT ?? '400');
const outDir = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'rbt-profile-'));
/** PROFILE=off: the statements and CPU per request without the profiler's own cost. */
const profiling = process.env.PROFILE !== 'off';
const NANNIES = 50;
const allDay = { available: true, startTime: '00:00', endTime: '23:45' };
const week = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    allDay,
  ]),
) as never;

/** Every statement a client sends while counting is on, by its text. */
const statements = new Map<string, number>();
let counting = false;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its client below
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first.text ?? '?')).replace(/\s+/g, ' ');
    statements.set(text, (statements.get(text) ?? 0) + 1);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

await withScratchPostgres(url, async (database) => {
  await migrateToLatest(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', TIME_ZONE: 'UTC', PAYMENTS: 'off' });
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-bench-files-')));
  const runtime = await startRuntime(config, { database, work: false, storage });
  try {
    const nannies: string[] = [];
    for (let i = 0; i < NANNIES; i++) {
      nannies.push((await seedApprovedNanny(runtime, { week })).nannyId);
    }
    const warmUp = 200;
    const parents = await signedInParents(runtime, count + warmUp);
    const nannyCookies = await signedInAccounts(runtime, nannies);
    const cookieOf = new Map(nannies.map((id, i) => [id, nannyCookies[i]!]));
    const start = Date.now() + 7 * 24 * 60 * 60 * 1000;
    const dateOf = (i: number) =>
      new Date(start + Math.floor(i / NANNIES) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const app = await buildApp({ ...runtime, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = runtime.config.publicUrl;
    const requests = (from: number, to: number) =>
      parents.slice(from, to).map((cookie, k) => ({
        path: '/api/bookings',
        cookie,
        origin,
        body: JSON.stringify({
          nannyId: nannies[(from + k) % NANNIES],
          date: dateOf(from + k),
          startTime: '13:00',
          endTime: '16:00',
          children: 1,
          note: '',
          idempotencyKey: `bench-${from + k}-request`,
        }),
      }));
    const run = (posts: { path: string; cookie: string; origin: string; body: string }[]) =>
      load({ url: address, cookie: '', connections: 16, durationSeconds: 0, posts });
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    const profiled = async (name: string, posts: Parameters<typeof run>[0]) => {
      statements.clear();
      const before = await cpuSoFar(runtime);
      counting = true;
      if (profiling) await session.post('Profiler.start');
      const figures = await run(posts);
      const after = await cpuSoFar(runtime);
      const profile = profiling ? (await session.post('Profiler.stop')).profile : undefined;
      counting = false;
      if (profile) writeFileSync(join(outDir, `${name}.cpuprofile`), JSON.stringify(profile));
      console.log(
        `\n${name}: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}`,
      );
      console.log(`  ${cpuPerRequest(before, after, posts.length)}`);
      summariseStatements(posts.length);
      if (profile) summariseProfile(profile as Profile);
    };

    await run(requests(count, count + warmUp));
    await profiled('requests', requests(0, count));
    const { rows } = await sql<{ booking_id: string; nanny_id: string }>`
      select booking_id, nanny_id from bookings where status = 'pending'
       order by date desc, booking_id`.execute(runtime.db);
    const accept = (list: typeof rows) =>
      list.map((b) => ({
        path: `/api/nanny/bookings/${b.booking_id}/accept`,
        cookie: cookieOf.get(b.nanny_id)!,
        origin,
        body: '{}',
      }));
    await run(accept(rows.slice(0, warmUp)));
    await profiled('acceptances', accept(rows.slice(warmUp, warmUp + count)));
    await app.close();
    if (process.env.PROFILE_PEER === '1') {
      // The CRUD peer, the same way, for its statements and CPU per request beside ours.
      const peer = await startCrudPeer(database.url!, origin);
      const toPeer = (posts: Parameters<typeof run>[0]) =>
        load({ url: peer.url, cookie: '', connections: 16, durationSeconds: 0, posts });
      const peerRun = async (name: string, posts: Parameters<typeof run>[0]) => {
        statements.clear();
        const before = await cpuSoFar(runtime);
        counting = true;
        const figures = await toPeer(posts);
        counting = false;
        const after = await cpuSoFar(runtime);
        console.log(
          `\n${name}: ${figures.requestsPerSecond.toFixed(0)} req/s, non-2xx ${figures.non2xx}`,
        );
        console.log(`  ${cpuPerRequest(before, after, posts.length)}`);
        summariseStatements(posts.length);
      };
      await toPeer(requests(count, count + warmUp));
      await peerRun('CRUD peer requests', requests(0, count));
      const { rows: theirs } = await sql<{ booking_id: string; nanny_id: string }>`
        select booking_id, nanny_id from crud_bookings where status = 'pending'
         order by date desc, booking_id`.execute(runtime.db);
      await toPeer(accept(theirs.slice(0, warmUp)));
      await peerRun('CRUD peer acceptances', accept(theirs.slice(warmUp, warmUp + count)));
      await peer.close();
    }
    console.log(`\nProfiles in ${outDir} (open in Chrome DevTools or speedscope).`);
  } finally {
    await runtime.close();
  }
});

function summariseStatements(requests: number) {
  const total = [...statements.values()].reduce((a, b) => a + b, 0);
  console.log(`  statements: ${(total / requests).toFixed(2)} a request`);
  for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`    ${(n / requests).toFixed(2).padStart(6)}  ${text.slice(0, 150)}`);
  }
}

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function and by where its code lives (our src, a package, node itself). */
function summariseProfile(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id)!;
    const where = placeOf(callFrame.url);
    const name = `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us / 1000);
    byPlace.set(where, (byPlace.get(where) ?? 0) + us / 1000);
  }
  const line = ([k, ms]: [string, number]) =>
    `    ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${k}`;
  console.log(`  profile: ${total.toFixed(0)} ms of wall time; self time by place:`);
  for (const entry of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(line(entry));
  console.log('  top self time by function:');
  for (const entry of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(line(entry));
  }
}

function placeOf(url: string) {
  if (url === '') return '(native/gc/idle)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const src = /\/(src|scripts|test)\/(.*)$/.exec(url);
  return src ? `${src[1]}/${src[2]!.split('/').slice(0, 3).join('/')}` : url;
}

function shortUrl(url: string) {
  return url.replace(/^.*node_modules\//, '').replace(/^.*\/(src|scripts|test)\//, '$1/');
}
