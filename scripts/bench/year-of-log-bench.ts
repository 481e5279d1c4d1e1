import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * A year of log (5,000,000 events by default, BENCH_YEAR_EVENTS): seeded, rebuilt, replayed and
 * verified, and one person's data export, on PostgreSQL, each step in a process of its own
 * (replay-memory.ts), so a step's memory is its own and not what seeding left behind. Replay and
 * rebuild run with the heap Node gives itself in a container of 1 GB (HEAP_LIMIT: 560 MB in all,
 * young generation included, which is what `--max-heap-size` sets; `--max-old-space-size=560`
 * would add the young generation on top, 752 MB) and REPLAY_ROWS_IN_MEMORY unset, so its
 * default follows that heap (docs/operations.md). Not in the default run: about 20 minutes on 2
 * cores.
 */
const HEAP_LIMIT = '--max-heap-size=560';
const DATABASE = 'bench_year_of_log';

export async function benchYearOfLog(serverUrl: string, events: number): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SERVER_URL: serverUrl,
    // The seed wraps the data keys with it; every later step must open them with the same.
    DATA_KEY_SECRET: randomBytes(32).toString('hex'),
  };
  delete env.REPLAY_ROWS_IN_MEMORY;
  try {
    await step(['seed', DATABASE, String(events)], { ...env, SEED_TABLES: '0' });
    console.log(
      `  replay and rebuild with ${HEAP_LIMIT} (a 1 GB container's) and REPLAY_ROWS_IN_MEMORY unset:`,
    );
    await step(['rebuild', DATABASE], env, [HEAP_LIMIT]);
    await step(['replay', DATABASE], env, [HEAP_LIMIT]);
    await step(['export', DATABASE], env);
  } finally {
    await step(['drop', DATABASE], env);
  }
}

/** One replay-memory.ts step in a child process; its summary lines are printed as they come. */
function step(args: string[], env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<void> {
  const script = join(import.meta.dirname, 'replay-memory.ts');
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim()) console.log(`  ${line.trim()}`);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`replay-memory.ts ${args[0]} exited ${code}`)),
    );
  });
}
