import { setTimeout } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { DEFAULT_ACCOUNT_RATE_LIMITS } from '../src/features/accounts/accounts-context.js';
import { createAccountsFeature } from '../src/features/accounts/index.js';
import { allFeatures } from '../src/features/all-features.js';
import { databaseTargetFromConfig, openDatabase } from '../src/infra/db/database.js';
import type { DatabaseHandle } from '../src/infra/db/database.js';
import { outboxOnlyTransport } from '../src/infra/mail/mail-transport.js';
import { jobsOverview } from '../src/features/operations/operations.queries.js';
import { startRuntime, type Runtime } from '../src/runtime.js';
import { DemoClock } from './demo/demo-clock.js';
import { playDemo } from './demo/demo-story.js';
import { runAsCommand, runScript, type ScriptMain } from './run-script.js';

/** How long the demo waits for the mail its story queued to reach the outbox. */
const QUEUE_DRAIN_MS = 60_000;
const USAGE = 'Usage: npm run demo [-- --force]   (DEMO_NANNIES=8..200 sets how many nannies)';

/**
 * Fills a fresh data directory (or DATABASE_URL) with a living demo: an operator, nannies in
 * every state, parents with bookings in every state, incidents and messages, all through the
 * product's own routes; then prints the logins.
 */
export const main: ScriptMain = (argv, env) =>
  runScript('demo', env, async (config) => {
    const force = forceOf(argv);
    if (force === undefined) {
      console.error(USAGE);
      return 1;
    }
    const nannies = demoSize(env.DEMO_NANNIES);
    if (nannies === undefined) {
      console.error(`demo: DEMO_NANNIES must be a whole number from 8 to 200.\n${USAGE}`);
      return 1;
    }
    const started = performance.now();
    const where = placeOf(config);
    const database = await openDatabase(databaseTargetFromConfig(config));
    const existing = await eventsIn(database);
    if (existing > 0 && !force) {
      await database.close();
      console.error(
        `demo: ${where} already holds ${existing} events. The demo only fills a fresh one, so ` +
          'demo accounts never mix with real data.\n' +
          'Point DATA_DIR (or DATABASE_URL) at a new place, or run "npm run demo -- --force" to ' +
          'add the demo to this data anyway (nothing is deleted).',
      );
      return 1;
    }
    if (existing > 0) {
      console.log(
        `demo: --force: adding the demo to ${where}, which already holds ${existing} events. ` +
          'Nothing is deleted; the demo accounts get addresses of their own.',
      );
    }
    const clock = new DemoClock();
    const runtime = await startRuntime(config, {
      database,
      features: demoFeatures(),
      // No job runs while the story plays (it runs the deadlines itself, at the story's time);
      // and whatever SMTP_URL says, the demo's mail only goes to the outbox.
      work: false,
      jobPollingIntervalSeconds: 0.5,
      mailTransport: outboxOnlyTransport(),
      clock: clock.now,
    });
    // One client playing the story step by step: nothing to shed. On a busy machine the
    // event loop's lag would otherwise refuse the story's own requests with 503 (overload.ts).
    const overload = { ...runtime.config.overload, maxEventLoopDelayMs: 0, maxPoolWaitMs: 0 };
    const unshed = { ...runtime.config, overload };
    const app = await buildApp({ ...runtime, config: unshed, logger: false });
    const countersBefore = await rateLimitCounters(runtime);
    try {
      const summary = await playDemo({
        app,
        runtime,
        clock,
        nannies,
        tag: existing > 0 ? `.demo${Date.now().toString(36)}` : '',
      });
      await putBackRateLimitCounters(runtime, countersBefore);
      // Into data that was there before, the queue may hold real people's mail: the app sends it.
      if (existing === 0) await sendQueuedMail(runtime);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\nThe demo is ready in ${where} (${seconds} s).\n${summary}`);
    } finally {
      await app.close();
      await runtime.close();
    }
  });

type RateLimitCounter = { bucket: string; window_start: Date; hits: number };

const rateLimitCounters = (runtime: Runtime): Promise<RateLimitCounter[]> =>
  runtime.db.selectFrom('rate_limit_counters').selectAll().execute();

/**
 * The story's requests come from this machine's own address, so its dozens of sign-ups would
 * count against the next person who signs up here: the first sign-up after the demo was refused
 * "Too many attempts". The counters go back to what they were before the story (with --force
 * into data an app is serving, attempts others made during the story's seconds go with them).
 */
async function putBackRateLimitCounters(
  runtime: Runtime,
  before: readonly RateLimitCounter[],
): Promise<void> {
  await runtime.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('rate_limit_counters').execute();
    if (before.length > 0)
      await trx
        .insertInto('rate_limit_counters')
        .values([...before])
        .execute();
  });
}

/**
 * The story queued mail (booking notices, decisions): it is written to the outbox now, with the
 * outbox-only transport, so starting the app later with SMTP_URL set sends none of it. Jobs run
 * only once the story is over and the clock is the real one again.
 */
async function sendQueuedMail(runtime: Runtime): Promise<void> {
  await runtime.jobs.work();
  const deadline = Date.now() + QUEUE_DRAIN_MS;
  for (;;) {
    const { queues } = await jobsOverview(runtime.db);
    const left = queues.reduce((n, q) => n + q.queued + q.retrying + q.active, 0);
    if (left === 0) return;
    if (Date.now() > deadline) {
      console.log(`demo: ${left} jobs are still queued; the app runs them when it starts.`);
      return;
    }
    await setTimeout(200);
  }
}
/** Whether --force was given; undefined for anything else on the command line. */
function forceOf(args: readonly string[]): boolean | undefined {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: { force: { type: 'boolean', default: false } },
      strict: true,
    });
    return values.force;
  } catch {
    return undefined;
  }
}

function demoSize(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return 30;
  const size = Number(raw);
  return Number.isInteger(size) && size >= 8 && size <= 200 ? size : undefined;
}

function placeOf(config: Config): string {
  if (!config.databaseUrl) return `the data directory ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return `the database ${url.toString()}`;
}

/** How many events the database holds; 0 when it has never been migrated. */
async function eventsIn(database: DatabaseHandle): Promise<number> {
  const table = await sql<{
    name: string | null;
  }>`select to_regclass('events')::text as name`.execute(database.db);
  if (!table.rows[0]?.name) return 0;
  const { count } = await database.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The product's features, with sign-up and login limits raised: the demo signs up dozens of
 * people from one address in a minute, which the defaults rightly refuse.
 */
function demoFeatures() {
  const rateLimits = Object.fromEntries(
    Object.entries(DEFAULT_ACCOUNT_RATE_LIMITS).map(([key, rule]) => [
      key,
      { ...rule, limit: 100_000 },
    ]),
  );
  return allFeatures.map((f) =>
    f.name === 'accounts' ? createAccountsFeature({ rateLimits }) : f,
  );
}

// Last, so that everything the script uses is defined when it starts.
runAsCommand(import.meta.url, main);
