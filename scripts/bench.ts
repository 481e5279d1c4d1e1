import { performance } from 'node:perf_hooks';
import { openDatabase, type DatabaseHandle } from '../src/infra/db/database.js';
import { migrateToLatest } from '../src/infra/db/migrator.js';
import { benchBookings } from './bench/bookings-bench.js';
import { benchDirectory } from './bench/directory-bench.js';
import { benchDirectorySearch, seedDirectory } from './bench/directory-search-bench.js';
import { benchEventStore } from './bench/event-store-bench.js';
import { benchLive } from './bench/live-bench.js';
import { benchOverload } from './bench/overload-bench.js';
import { benchReplay } from './bench/replay-bench.js';
import { benchStartup } from './bench/startup-bench.js';
import { benchYearOfLog } from './bench/year-of-log-bench.js';
import { withScratchPostgres } from './bench/scratch-postgres.js';

/**
 * Prints throughput and latency figures; asserts nothing. Runs on the embedded database always
 * and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, in a scratch
 * database created and dropped here. BENCH_SCALE multiplies the work (default 1: a few minutes);
 * BENCH_SCALE=5 gives the sizes the performance targets name (a replay of 1,000,000 events,
 * 10,000 sockets; docs/performance.md).
 */
const scale = Number(process.env.BENCH_SCALE ?? '1');
/** How long each load generator's window lasts: enough samples for a p99 at these rates. */
const loadSeconds = Number(process.env.BENCH_SECONDS ?? '4');
const sizes = { commands: Math.round(1000 * scale), httpRequests: Math.round(2000 * scale) };
/** Approved nannies in the directory benchmark (the parent portal issue asks for 10,000). */
const directoryNannies = Number(process.env.BENCH_DIRECTORY_NANNIES ?? '10000');
/**
 * Replay and verify over this many events on PostgreSQL (the target names 1,000,000: scale 5);
 * the embedded database holds the log in memory, so it measures a fifth of it.
 */
const replayEvents = Number(process.env.BENCH_REPLAY_EVENTS ?? String(Math.round(200_000 * scale)));
/** The embedded engine's replay size (BENCH_REPLAY_EMBEDDED_EVENTS; default a fifth of the above). */
const embeddedReplayEvents = Number(
  process.env.BENCH_REPLAY_EMBEDDED_EVENTS ?? String(Math.round(replayEvents / 5)),
);
/** Booking requests and acceptances measured (each against a same-run baseline). */
const bookings = Number(process.env.BENCH_BOOKINGS ?? String(Math.round(400 * scale)));
/** Parents' sockets hearing each approval (the target names 1,000 and 10,000: scale 5). */
const liveSockets = (process.env.BENCH_LIVE_SOCKETS ?? `1000,${Math.round(2000 * scale)}`)
  .split(',')
  .map(Number);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/**
 * BENCH_ONLY=directory-search,bookings runs only those parts (names as in `runs` below, and
 * `year-of-log`, which runs only when named).
 */
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (
  part:
    | 'startup'
    | 'event-store'
    | 'bookings'
    | 'directory'
    | 'directory-search'
    | 'overload'
    | 'live'
    | 'replay',
) => !only || only.includes(part);

/** BENCH_ENGINES=postgres (or embedded) measures on one engine only. */
const engines = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');

const benchStarted = performance.now();
console.log(`RBT Nanny Connect benchmark (node ${process.version}, scale ${scale})\n`);

if (runs('startup')) {
  console.log('Start-up (embedded database, npm start without the web build step):');
  await benchStartup();
}

/** One part on a fresh in-memory embedded database, then on a scratch PostgreSQL database. */
async function onBothEngines(
  part: Parameters<typeof runs>[0],
  title: (engine: string) => string,
  work: (database: DatabaseHandle) => Promise<void>,
) {
  await onEitherPart([part], title, work);
}

/** As onBothEngines, for work that serves any of `parts` (it asks `runs` which ones itself). */
async function onEitherPart(
  parts: Parameters<typeof runs>[0][],
  title: (engine: string) => string,
  work: (database: DatabaseHandle) => Promise<void>,
) {
  if (!parts.some(runs)) return;
  if (engines.includes('embedded')) {
    console.log(`\n${title('embedded database')}:`);
    const started = performance.now();
    const embedded = await openDatabase({ embedded: { memory: true } });
    await migrateToLatest(embedded.db);
    await work(embedded);
    await embedded.close();
    took(started);
  }
  if (!engines.includes('postgres')) return;
  if (!postgresUrl) {
    console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL to a server to include it).');
    return;
  }
  console.log(`\n${title('PostgreSQL')}:`);
  const started = performance.now();
  await withScratchPostgres(postgresUrl, async (database) => {
    await migrateToLatest(database.db);
    await work(database);
  });
  took(started);
}

/** How long a part ran, seeding included: what makes up the whole run's time. */
function took(started: number) {
  console.log(`  (this part took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

await onBothEngines(
  'event-store',
  (engine) => `Event store and HTTP, ${engine}`,
  (database) => benchEventStore(database, sizes),
);
await onBothEngines(
  'bookings',
  (engine) => `Bookings: ${bookings} requests, then their acceptances, ${engine}`,
  (database) => benchBookings(database, bookings),
);
// Both directory parts read one seeded directory: seeding 10,000 nannies is most of their time.
await onEitherPart(
  ['directory', 'directory-search'],
  (engine) => `Directory with ${directoryNannies} approved nannies, ${engine}`,
  async (database) => {
    const directory = await seedDirectory(database, directoryNannies);
    try {
      if (runs('directory')) await benchDirectory(directory, loadSeconds);
      if (runs('directory-search')) await benchDirectorySearch(directory, loadSeconds);
    } finally {
      await directory.runtime.close();
    }
  },
);
await onBothEngines(
  'live',
  (engine) => `Live pushes at ${liveSockets.join(' and ')} sockets, ${engine}`,
  (database) => benchLive(database, liveSockets),
);
await onBothEngines(
  'overload',
  (engine) => `Overload: mixed reads and commands, light then far past capacity, ${engine}`,
  (database) => benchOverload(database, loadSeconds),
);
if (replayEvents > 0) {
  await onBothEngines(
    'replay',
    (engine) => `Rebuild, and replay and verify, ${engine}`,
    (database) =>
      benchReplay(database, database.engine === 'embedded' ? embeddedReplayEvents : replayEvents),
  );
}

// A year of log only when asked by name (BENCH_ONLY=year-of-log): about 15 minutes on 2 cores.
if (only?.includes('year-of-log')) {
  const events = Number(process.env.BENCH_YEAR_EVENTS ?? '5000000');
  console.log(`\nA year of log: ${events} events, each step in its own process, PostgreSQL:`);
  if (!postgresUrl) {
    console.log('  skipped (set BENCH_DATABASE_URL to a server to include it).');
  } else {
    const started = performance.now();
    await benchYearOfLog(postgresUrl, events);
    took(started);
  }
}

console.log(
  `\nThe whole run took ${((performance.now() - benchStarted) / 60_000).toFixed(1)} minutes.`,
);
