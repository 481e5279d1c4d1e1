import { openDatabase } from '../src/infra/db/database.js';
import { migrateToLatest } from '../src/infra/db/migrator.js';
import { benchBookings } from './bench/bookings-bench.js';
import { benchDirectory } from './bench/directory-bench.js';
import { benchDirectorySearch } from './bench/directory-search-bench.js';
import { benchEventStore } from './bench/event-store-bench.js';
import { benchReplay } from './bench/replay-bench.js';
import { benchStartup } from './bench/startup-bench.js';
import { withScratchPostgres } from './bench/scratch-postgres.js';

/**
 * Prints throughput and latency figures; asserts nothing. Runs on the embedded database always
 * and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, in a scratch
 * database created and dropped here. BENCH_SCALE multiplies the work (default 1).
 */
const scale = Number(process.env.BENCH_SCALE ?? '1');
const sizes = { commands: Math.round(2000 * scale), httpRequests: Math.round(4000 * scale) };
/** Approved nannies in the directory benchmark (the parent portal issue asks for 10,000). */
const directoryNannies = Number(process.env.BENCH_DIRECTORY_NANNIES ?? '10000');
/** Replay and verify over this many events (0 skips it: seeding 100,000 takes minutes). */
const replayEvents = Number(process.env.BENCH_REPLAY_EVENTS ?? '0');
/** Booking requests and acceptances measured (each against a same-run baseline). */
const bookings = Number(process.env.BENCH_BOOKINGS ?? String(Math.round(400 * scale)));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

console.log(`RBT Nanny Connect benchmark (node ${process.version}, scale ${scale})\n`);

console.log('Start-up (embedded database, npm start without the web build step):');
await benchStartup();

console.log('\nEmbedded database (PGlite, in memory):');
const embedded = await openDatabase({ embedded: { memory: true } });
await migrateToLatest(embedded.db);
await benchEventStore(embedded, sizes);

console.log(`\nBookings: ${bookings} requests, then their acceptances, embedded database:`);
const embeddedForBookings = await openDatabase({ embedded: { memory: true } });
await migrateToLatest(embeddedForBookings.db);
await benchBookings(embeddedForBookings, bookings);

console.log(`\nDirectory with ${directoryNannies} approved nannies, embedded database:`);
const embeddedForDirectory = await openDatabase({ embedded: { memory: true } });
await migrateToLatest(embeddedForDirectory.db);
await benchDirectory(embeddedForDirectory, directoryNannies);

console.log(`\nDirectory search with ${directoryNannies} approved nannies, embedded database:`);
const embeddedForSearch = await openDatabase({ embedded: { memory: true } });
await migrateToLatest(embeddedForSearch.db);
await benchDirectorySearch(embeddedForSearch, directoryNannies);

if (postgresUrl) {
  console.log('\nPostgreSQL:');
  await withScratchPostgres(postgresUrl, async (database) => {
    await migrateToLatest(database.db);
    await benchEventStore(database, sizes);
  });
  console.log(`\nBookings: ${bookings} requests, then their acceptances, PostgreSQL:`);
  await withScratchPostgres(postgresUrl, async (database) => {
    await migrateToLatest(database.db);
    await benchBookings(database, bookings);
  });
  console.log(`\nDirectory with ${directoryNannies} approved nannies, PostgreSQL:`);
  await withScratchPostgres(postgresUrl, async (database) => {
    await migrateToLatest(database.db);
    await benchDirectory(database, directoryNannies);
  });
  console.log(`\nDirectory search with ${directoryNannies} approved nannies, PostgreSQL:`);
  await withScratchPostgres(postgresUrl, async (database) => {
    await migrateToLatest(database.db);
    await benchDirectorySearch(database, directoryNannies);
  });
} else {
  console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server to include it).');
}

if (replayEvents > 0) {
  console.log(`\nReplay and verify over ${replayEvents} events, embedded database:`);
  const embeddedForReplay = await openDatabase({ embedded: { memory: true } });
  await migrateToLatest(embeddedForReplay.db);
  await benchReplay(embeddedForReplay, replayEvents);
  if (postgresUrl) {
    console.log(`\nReplay and verify over ${replayEvents} events, PostgreSQL:`);
    await withScratchPostgres(postgresUrl, async (database) => {
      await migrateToLatest(database.db);
      await benchReplay(database, replayEvents);
    });
  }
} else {
  console.log(
    '\nReplay and verify: skipped (BENCH_REPLAY_EVENTS=100000 includes it; it takes minutes).',
  );
}
