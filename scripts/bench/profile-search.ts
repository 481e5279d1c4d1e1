/**
 * Where a distinct search's CPU goes, one request at a time: seeds the bench's directory in a
 * scratch PostgreSQL database, then asks SEARCHES distinct searches of the bench's mix through
 * the app (inject, no sockets), printing CPU per search (this process, PostgreSQL) and the
 * functions with the most self time in a CPU profile of the app over them.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench/profile-search.ts
 */
import { Session } from 'node:inspector/promises';
import { migrateToLatest } from '../../src/infra/db/migrator.js';
import { buildApp } from '../../src/app.js';
import { todayIn } from '../../src/shared/booking-times.js';
import { cpuPerRequest, cpuSoFar } from './cpu-per-request.js';
import { distinctSearches } from './distinct-searches.js';
import { seedDirectory } from './directory-search-bench.js';
import { withScratchPostgres } from './scratch-postgres.js';

const SEARCHES = Number(process.env.SEARCHES ?? '1500');
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

await withScratchPostgres(url, async (database) => {
  await migrateToLatest(database.db);
  const { runtime, zips } = await seedDirectory(database, 10_000);
  try {
    const app = await buildApp({ ...runtime, logger: false });
    const today = todayIn(new Date(), runtime.config.timeZone);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString();
    const searches = (await distinctSearches(runtime, zips ?? [], tomorrow.slice(0, 10))).slice(
      0,
      SEARCHES + 200,
    );
    const ask = ({ path, cookie }: { path: string; cookie: string }) =>
      app.inject({ method: 'GET', url: path, headers: { cookie } });
    for (const search of searches.slice(SEARCHES)) await ask(search); // warm the connections
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const before = await cpuSoFar(runtime);
    let cards = 0;
    for (const search of searches.slice(0, SEARCHES)) {
      const response = await ask(search);
      if (response.statusCode !== 200) throw new Error(`${search.path}: ${response.body}`);
      cards += response.json<{ nannies: unknown[] }>().nannies.length;
    }
    const after = await cpuSoFar(runtime);
    const { profile } = await session.post('Profiler.stop');
    console.log(`${SEARCHES} searches, ${(cards / SEARCHES).toFixed(1)} cards each`);
    console.log(cpuPerRequest(before, after, SEARCHES));
    const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
    const self = new Map<string, number>();
    const samples = profile.samples ?? [];
    for (const id of samples) {
      const { functionName, url: file, lineNumber } = nodes.get(id)!.callFrame;
      const name = `${functionName || '(anonymous)'} ${file.split('/').slice(-2).join('/')}:${lineNumber}`;
      self.set(name, (self.get(name) ?? 0) + 1);
    }
    const byPlace = new Map<string, number>();
    for (const id of samples) {
      const place = placeOf(nodes.get(id)!.callFrame);
      byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
    }
    for (const [place, count] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(`${((100 * count) / samples.length).toFixed(1).padStart(5)}%  ${place}`);
    }
    for (const [name, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      console.log(`${((100 * count) / samples.length).toFixed(1).padStart(5)}%  ${name}`);
    }
    await app.close();
  } finally {
    await runtime.close();
  }
});

/** Where a sample's function lives: its package, our source folder, Node's own, or native. */
function placeOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (url === '') return functionName.startsWith('(') ? functionName : 'native';
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const ours = /\/(src|scripts)\/(.*)\/[^/]+$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : 'node internals';
}
