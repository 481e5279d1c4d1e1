import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { BOOKING_STATUSES } from '../src/shared/booking-times.js';
import { replayAndVerify } from '../src/infra/projections/replay-verify.js';
import { startRuntime, type Runtime } from '../src/runtime.js';
import { main as demoMain } from '../scripts/demo.js';
import {
  runBuiltScript,
  runScriptInProcess,
  scriptDataOfFile,
} from './helpers/run-project-script.js';
import { signUpForm } from './helpers/accounts-api.js';
import { testEngine } from './helpers/test-database.js';

// Where the demo goes: a fresh folder (its files), and on PostgreSQL a cloned database; on the
// embedded engine, the migrated template's database: fresh, without migrating anew. The file's
// run as a command is of the compiled scripts: built first if stale, not in a test.
const script = scriptDataOfFile('rbt-demo-');
afterAll(() => rmSync(script.env.DATA_DIR!, { recursive: true, force: true }));

const demo = (args: string[] = [], more: Record<string, string> = {}) =>
  runScriptInProcess(demoMain, args, { ...script.env, ...more });

/** Opens what the demo filled, as the app would (no job runs), for the duration of `work`. */
async function withRuntime(work: (runtime: Runtime) => Promise<void>) {
  const runtime = await startRuntime(loadConfig(script.env), { work: false });
  try {
    await work(runtime);
  } finally {
    await runtime.close();
  }
}

const countsBy = async (runtime: Runtime, table: 'nanny_profiles' | 'bookings') => {
  const rows = await runtime.db
    .selectFrom(table)
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
};

/** Someone who signs up on this machine once the demo is ready. */
const newcomer = signUpForm({ firstName: 'Nora', lastName: 'Quinn' });

/** The printed logins: every "Role  email  what" row. */
const loginsIn = (output: string) =>
  [...output.matchAll(/^ {2}(Operator|Parent|Nanny)\s+(\S+@\S+)/gm)].map((m) => m[2]!);

describe(`npm run demo on ${testEngine}`, () => {
  it('fills a fresh place with every state, through events that replay equal', async () => {
    let bookings: Record<string, number> = {};
    const first = await demo();
    expect(first.output).toContain('The demo is ready');
    expect(first.code).toBe(0);
    expect(first.output).not.toContain('still queued');
    const password = /demo password \(every demo account\): (\S+)/.exec(first.output)?.[1];
    expect(password).toBe('rbt-demo-2026');
    const logins = loginsIn(first.output);
    expect(logins.length).toBeGreaterThanOrEqual(8);

    await withRuntime(async (runtime) => {
      const nannies = await countsBy(runtime, 'nanny_profiles');
      expect(nannies.approved).toBeGreaterThanOrEqual(15);
      expect(nannies.pending).toBeGreaterThanOrEqual(1);
      expect(nannies.rejected).toBeGreaterThanOrEqual(1);
      expect(Object.values(nannies).reduce((a, b) => a + b)).toBe(30);

      bookings = await countsBy(runtime, 'bookings');
      for (const status of BOOKING_STATUSES) expect(bookings[status], status).toBeGreaterThan(0);

      const types = await runtime.db
        .selectFrom('events')
        .select('type')
        .distinct()
        .execute()
        .then((rows) => rows.map((r) => r.type));
      for (const type of [
        'NannyApprovalWithdrawn',
        'SessionDisputeSettled',
        'BookingRequestExpired',
        'IncidentDecided',
        'CprFirstAidVerified',
        'ContactBlocked',
        'SessionNoteWritten',
        'NannyFavourited',
        'ChargeSucceeded',
        'NannyReviewed',
        'FamilyReviewed',
      ]) {
        expect(types, type).toContain(type);
      }
      // Two parents reviewed their nannies: Paula's review of Maya is shown (Maya reviewed the
      // family too); Marcus's waits, unseen, for the end of its 14 days.
      const rated = await runtime.db
        .selectFrom('nanny_directory')
        .select(['rating_sum', 'ratings_shown_from'])
        .where('rating_count', '>', 0)
        .orderBy('rating_sum', 'desc')
        .execute();
      const now = Date.now();
      expect(rated.map((r) => [r.rating_sum, r.ratings_shown_from!.getTime() <= now])).toEqual([
        [5, true],
        [4, false],
      ]);
      const weekly = await runtime.db
        .selectFrom('bookings')
        .select(['series_id', 'status'])
        .where('series_id', 'is not', null)
        .execute();
      expect(weekly.map((b) => b.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
      const count = async (table: 'conversation_messages' | 'ledger_lines') =>
        Number(
          (
            await runtime.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('conversation_messages')).toBeGreaterThanOrEqual(5);
      expect(await count('ledger_lines')).toBeGreaterThanOrEqual(3);
      const openReports = await runtime.db
        .selectFrom('message_reports')
        .select('report_id')
        .where('status', '=', 'open')
        .execute();
      expect(openReports).toHaveLength(1);
      const incidents = await runtime.db.selectFrom('incidents').select('status').execute();
      expect(incidents.map((i) => i.status).sort()).toEqual(['not_significant', 'open']);
      // The story's mail was written to the outbox by the demo itself; none went to SMTP.
      const mail = await runtime.db.selectFrom('mail_outbox').select('transport').execute();
      expect(mail.length).toBeGreaterThan(0);
      expect(new Set(mail.map((m) => m.transport))).toEqual(new Set(['outbox']));

      const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
        inSlices: testEngine === 'embedded',
      });
      expect(report.differences).toEqual([]);
      expect(report.equal).toBe(true);

      // Each printed login works in the app, with the one demo password.
      const app = await buildApp({ ...runtime, logger: false });
      try {
        for (const email of logins) {
          const login = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email, password },
            headers: { origin: runtime.config.publicUrl },
          });
          expect(login.statusCode, email).toBe(200);
        }
        // The story's sign-ups, from this machine's address, do not count against the next
        // person who signs up from it.
        const signUp = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: newcomer,
          headers: { origin: runtime.config.publicUrl },
        });
        expect(signUp.statusCode, signUp.body).toBe(201);
      } finally {
        await app.close();
      }
    });

    const again = await demo();
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds');
    expect(again.output).toContain('npm run demo -- --force');

    // A smaller demo beside the first: its own accounts, and the first's bookings untouched
    // (each status exactly twice: the second run's deadlines keep to its own bookings).
    const forced = await demo(['--force'], { DEMO_NANNIES: '8' });
    expect(forced.output).toContain('--force: adding the demo to');
    expect(forced.code).toBe(0);
    expect(loginsIn(forced.output)).not.toContain(logins[0]);
    await withRuntime(async (runtime) => {
      const nannies = await countsBy(runtime, 'nanny_profiles');
      expect(Object.values(nannies).reduce((a, b) => a + b)).toBe(38);
      const twice = Object.fromEntries(Object.entries(bookings).map(([s, n]) => [s, 2 * n]));
      expect(await countsBy(runtime, 'bookings')).toEqual(twice);
    });
    // Two demo runs, each signing up dozens of people with Argon2.
  }, 180_000);

  it('runs as a command, compiled as the production image ships it', async () => {
    const again = await runBuiltScript('demo.ts', [], script.env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds');
    const usage = await runBuiltScript('demo.ts', ['--forse'], script.env);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run demo');
  }, 120_000);
});
