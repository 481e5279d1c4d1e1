import { describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { rebuildProjections } from '../../infra/projections/rebuild.js';
import { replayAndVerify } from '../../infra/projections/replay-verify.js';
import { productHistoryForFile } from '../../../test/helpers/test-bed.js';

// A ledger replayed from the log equals the live one. The scripted product
// history crosses the threshold (17 confirmed sessions), has a dispute settled to fewer hours, a
// parent's late cancellation, and a significant and an insignificant incident.

const { runtime, ids } = productHistoryForFile();

async function ledger() {
  const lines = await runtime.db
    .selectFrom('ledger_lines')
    .select(['date', 'kind', 'minutes', 'rate_cents', 'amount_cents', 'recorded_at'])
    .where('nanny_id', '=', ids.nanny)
    .orderBy('recorded_at')
    .execute();
  const progress = await runtime.db
    .selectFrom('nanny_earnings_progress')
    .select(['clean_sessions', 'raised_since'])
    .where('nanny_id', '=', ids.nanny)
    .executeTakeFirstOrThrow();
  const rows = lines.map((l) => ({
    date: l.date,
    kind: l.kind,
    minutes: l.minutes,
    rateCents: l.rate_cents,
    amountCents: l.amount_cents,
    recordedAt: l.recorded_at.toISOString(),
  }));
  return {
    rows,
    progress: {
      cleanSessions: progress.clean_sessions,
      raisedSince: progress.raised_since?.toISOString() ?? null,
    },
    totalCents: rows.reduce((sum, row) => sum + row.amountCents, 0),
  };
}

describe(`the ledger replayed from the log on ${testEngine}`, () => {
  it('equals the live ledger, line by line', async () => {
    const live = await ledger();
    const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections);
    expect(report).toMatchObject({ equal: true, differences: [] });
    expect(report.tables).toEqual(
      expect.arrayContaining(['ledger_lines', 'nanny_earnings_progress', 'earnings_sessions']),
    );

    await rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
    const rebuilt = await ledger();
    console.log(`Live ledger of the scripted nanny (${testEngine}):`);
    console.table(live.rows);
    console.log('Live progress:', live.progress, 'total cents:', live.totalCents);
    console.log(`Ledger rebuilt from the log (${testEngine}):`);
    console.table(rebuilt.rows);
    console.log('Rebuilt progress:', rebuilt.progress, 'total cents:', rebuilt.totalCents);
    expect(rebuilt).toEqual(live);

    // What the rule says of this history: the settled dispute (180 min), 16 April sessions with
    // the 15th clean one confirmed on April 14; April 15 and 16 start after it and pay $20.
    expect(live.rows).toHaveLength(18);
    expect(live.rows.filter((r) => r.rateCents === 2000).map((r) => r.date)).toEqual([
      '2026-04-15',
      '2026-04-16',
    ]);
    expect(live.rows.find((r) => r.kind === 'late_cancellation')).toMatchObject({
      date: '2026-03-16',
      minutes: 90,
      rateCents: 1800,
      amountCents: 2700,
    });
    // 17 confirmed clean, then the disputed one judged significant: 16, still raised.
    expect(live.progress).toEqual({
      cleanSessions: 16,
      raisedSince: '2026-04-14T18:00:00.000Z',
    });
  });
});
