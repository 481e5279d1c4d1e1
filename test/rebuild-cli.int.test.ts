import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startRuntime } from '../src/runtime.js';
import { seedLogInBulk } from './helpers/bulk-log.js';
import { runBuiltScript, scriptDataOfFile } from './helpers/run-project-script.js';
import { testEngine } from './helpers/test-database.js';

/** More than two of the rebuild's batches of 10,000: a first progress line and a last one. */
const EVENTS = 25_000;

let seeded: number;

// The file's run as a command is of the compiled scripts: built first if stale, not in a test.
const script = scriptDataOfFile('rbt-rebuild-');
beforeAll(async () => {
  const runtime = await startRuntime(loadConfig({ ...script.env, LOG_LEVEL: 'silent' }), {
    work: false,
  });
  try {
    seeded = await seedLogInBulk(runtime.db, EVENTS);
  } finally {
    await runtime.close();
  }
}, 180_000);

describe(`npm run rebuild-projections on ${testEngine}`, () => {
  // Its one run as a command (compiled, as the production image ships it) is the test itself.
  it('prints its progress: events done, events/s and time left, then what it replayed', async () => {
    const { code, output } = await runBuiltScript('rebuild-projections.ts', [], script.env);
    expect(code, output).toBe(0);
    const lines = output.trim().split('\n');
    const total = seeded.toLocaleString('en-US');
    expect(lines[0]).toBe(`Replaying ${total} event(s)...`);
    const progress = lines.filter((line) => / of [\d,]+ events, /.test(line));
    expect(progress.length).toBeGreaterThanOrEqual(2);
    for (const line of progress) {
      expect(line).toMatch(
        new RegExp(
          `^[\\d,]+ of ${total} events, [\\d,]+ events/s, (about \\d+ (s|min) left|all read)$`,
        ),
      );
    }
    expect(progress.at(-1)).toMatch(new RegExp(`^${total} of ${total} events, .*, all read$`));
    expect(lines).toContain('Writing the read tables...');
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Replayed ${seeded} event\\(s\\) into \\d+ read table`),
    );
  }, 180_000);
});
