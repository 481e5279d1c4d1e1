import { main as replayMain } from '../../../scripts/replay.js';
import {
  runBuiltScript,
  runScriptInProcess,
  scriptDataOfFile,
} from '../../../test/helpers/run-project-script.js';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { loadConfig } from '../../config.js';
import { startRuntime, type Runtime } from '../../runtime.js';
import { appendProductHistory, newHistoryIds } from '../../../test/helpers/product-history.js';
import { tamperWithNannyBio } from '../../../test/helpers/read-tables.js';

// Where the script finds its data: an embedded data folder, or a cloned PostgreSQL database.
// The file's run as a command is of the compiled scripts: built first if stale, not in a test.
const script = scriptDataOfFile('rbt-replay-');
const ids = newHistoryIds();

beforeAll(async () => {
  await withRuntime((runtime) => appendProductHistory(runtime.eventStore, ids));
});

/** The app's runtime on the same data, closed again before the script runs (one process only). */
async function withRuntime<T>(work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await startRuntime(loadConfig({ ...script.env, LOG_LEVEL: 'silent' }), {
    work: false,
  });
  try {
    return await work(runtime);
  } finally {
    await runtime.close();
  }
}

const replay = (args: string[]) => runScriptInProcess(replayMain, args, script.env);

describe(`npm run replay on ${testEngine}`, () => {
  it('exits 0 when the read tables equal the replay, 1 with each difference otherwise', async () => {
    const equal = await replay(['--verify']);
    expect(equal.output).toMatch(
      /^Replayed \d+ events in \d+\.\d\d s \(\d+ events\/s\): the read tables equal the live ones\.\n$/,
    );
    expect(equal.code).toBe(0);

    await withRuntime(async ({ db }) => {
      await tamperWithNannyBio(db, ids.nanny);
      await sql`delete from bookings where status = 'expired'`.execute(db);
    });
    const different = await replay(['--verify']);
    expect(different.output).toContain(
      '2 differences between the live read tables and the replay:',
    );
    expect(different.output).toContain(
      `  nanny_profiles [${ids.nanny}] bio: live "tampered", replayed "Calm."`,
    );
    expect(different.output).toMatch(
      / {2}bookings \[[\w-]+\] the whole row: live \(no row\), replayed \{/,
    );
    expect(different.code).toBe(1);
  });

  it('past REPLAY_ROWS_IN_MEMORY, says rows went to a file, with the same report', async () => {
    const held = await replay(['--verify']);
    const spilled = await runScriptInProcess(replayMain, ['--verify'], {
      ...script.env,
      REPLAY_ROWS_IN_MEMORY: '8',
    });
    expect(held.output).not.toContain('temporary file');
    const note = spilled.output.trim().split('\n').at(-1);
    expect(note).toMatch(
      /^[\d,]+ row\(s\) went to a temporary file on the way \(more than REPLAY_ROWS_IN_MEMORY, 8, at once\)\.$/,
    );
    const differences = (output: string) =>
      output.split('\n').filter((line) => line.startsWith('  '));
    expect(differences(spilled.output)).toEqual(differences(held.output));
    expect(differences(held.output).length).toBeGreaterThan(0);
    expect(spilled.code).toBe(held.code);
  });

  it('prints its usage and exits 1 without --verify', async () => {
    for (const args of [[], ['--verfy']]) {
      const usage = await replay(args);
      expect(usage.output).toContain('Usage: npm run replay -- --verify');
      expect(usage.code).toBe(1);
    }
  });

  it('runs as a command, compiled as the production image ships it', async () => {
    const usage = await runBuiltScript('replay.ts', ['--verfy'], script.env);
    expect(usage.output).toContain('Usage: npm run replay -- --verify');
    expect(usage.code).toBe(1);
    const different = await runBuiltScript('replay.ts', ['--verify'], script.env);
    expect(different.output).toContain(
      '2 differences between the live read tables and the replay:',
    );
    expect(different.code).toBe(1);
  }, 120_000);
});
