import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Runtime } from '../../src/runtime.js';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds spent so far by this process and by the database's server processes (on
 * PostgreSQL on this machine, read from /proc; null elsewhere). Per request, these depend far
 * less on the machine's other load than a rate does: a shared machine slows every request but
 * adds no work to it.
 */
export async function cpuSoFar(runtime: Runtime) {
  const node = process.cpuUsage();
  return { nodeMs: (node.user + node.system) / 1000, serverMs: await serverCpuMs(runtime) };
}

async function serverCpuMs(runtime: Runtime): Promise<Map<number, number> | null> {
  if (runtime.database.engine !== 'postgres') return null;
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(runtime.db);
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      return null; // a server on another machine
    }
  }
  return new Map([...ticks].map(([pid, t]) => [pid, (t * 1000) / TICKS_PER_SECOND]));
}

/** "CPU per request" between two readings, over `requests` answered. */
export function cpuPerRequest(
  before: Awaited<ReturnType<typeof cpuSoFar>>,
  after: Awaited<ReturnType<typeof cpuSoFar>>,
  requests: number,
) {
  const node = (after.nodeMs - before.nodeMs) / requests;
  let server: number | null = null;
  if (before.serverMs && after.serverMs) {
    let spent = 0;
    // A connection opened during the window counts from zero.
    for (const [pid, ms] of after.serverMs) spent += ms - (before.serverMs.get(pid) ?? 0);
    server = spent / requests;
  }
  const serverText = server === null ? '' : `, PostgreSQL ${server.toFixed(2)} ms`;
  return `CPU per request: this process ${node.toFixed(2)} ms${serverText}`;
}
