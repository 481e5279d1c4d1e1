import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { productCatalog, productProjections, seedLogInBulk } from '../helpers/bulk-log.js';
import { tab } from '../helpers/e2e-nanny.js';
import { operatorLoggedIn } from '../helpers/e2e-operator.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { openTestDatabase } from '../helpers/test-database.js';
import type { TestServerOptions } from '../helpers/test-server.js';
import { waitFor } from '../helpers/wait-for.js';
import { rebuildProjections } from '../../src/infra/projections/rebuild.js';
import { allFeatures } from '../../src/features/all-features.js';
import { createAuditFeature } from '../../src/features/audit/index.js';
import type { Feature } from '../../src/infra/feature.js';

// Replay progress (docs/product.md, Operator console): an operator watches a long replay move,
// cancels it, and runs it again.

/**
 * A small log, replayed 100 events at a time with a pause after each batch: a few seconds on
 * either engine, however fast the machine, so there is time to watch the bar move and cancel.
 */
const EVENTS = 4_000;
const paced = { batchSize: 100, pace: () => new Promise<void>((done) => setTimeout(done, 60)) };

const features: Feature[] = allFeatures.map((feature) =>
  feature.name === 'audit' ? createAuditFeature(() => features, paced) : feature,
);
const options: TestServerOptions = { features };

describe('watching a long replay in the console', () => {
  // Seeded before the suite's server starts, so its live hub does not follow every event.
  beforeAll(async () => {
    options.database = await openTestDatabase();
    await seedLogInBulk(options.database.db, EVENTS);
    await rebuildProjections(options.database.db, productCatalog, productProjections);
  }, 60_000);
  const suite = browserSuite(options);

  const valueOf = async (bar: Locator) => Number((await bar.getAttribute('value')) ?? '0');

  it('shows the bar moving live, cancels, then runs again to an equal report', async () => {
    const page = await operatorLoggedIn(suite);
    await page.getByRole('heading', { name: 'Operator Console' }).waitFor();
    await tab(page, 'Replay and verify').click();
    const replay = page.getByRole('region', { name: 'Replay and verify' });
    await replay.getByRole('button', { name: 'Replay and verify' }).click();

    const bar = replay.getByRole('progressbar', { name: 'Replay progress' });
    await bar.waitFor({ timeout: 30_000 });
    const first = await waitFor(async () => {
      const value = await valueOf(bar);
      return value > 0 && value;
    });
    // It moves from the socket's messages: a higher count comes without anything clicked.
    await waitFor(async () => (await valueOf(bar)) > first);
    const max = Number(await bar.getAttribute('max'));
    expect(max).toBeGreaterThanOrEqual(EVENTS);
    const words = await replay.locator('.replay__progress-text').textContent();
    expect(words).toMatch(
      /^[\d,]+ of [\d,]+ events, [\d,]+ events\/s, (about \d+ (s|min) left|working out the time left)$/,
    );
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/^[\d,]+ of [\d,]+ events, /);

    await replay.getByRole('button', { name: 'Cancel replay' }).click();
    // The polite region is always there; its text is the outcome, empty while a run goes.
    const outcome = replay.getByRole('status');
    await waitFor(async () => (await outcome.textContent()) === 'Replay cancelled.', {
      timeoutMs: 30_000,
    });
    await bar.waitFor({ state: 'detached' });
    // The focus stayed where the operator left it: the announcement is polite.
    expect(await replay.getByRole('status').getAttribute('aria-live')).toBe('polite');

    await replay.getByRole('button', { name: 'Replay and verify' }).click();
    await waitFor(async () => /^Equal: /.test((await outcome.textContent()) ?? ''), {
      timeoutMs: 80_000,
    });
    expect(await outcome.textContent()).toMatch(
      /^Equal: replayed [\d,]+ events in \d+\.\d\d s; every read table matches the live data\.$/,
    );
    await bar.waitFor({ state: 'detached' });
  }, 180_000);
});
