import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allFeatures } from '../../src/features/all-features.js';
import type { Feature } from '../../src/infra/feature.js';
import { sidewaysOverflow, tab } from '../helpers/e2e-nanny.js';
import { operatorLoggedIn } from '../helpers/e2e-operator.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { waitFor } from '../helpers/wait-for.js';

// The operator console's Background jobs tab in Chromium: the queues with their counts and a
// failed job with its redacted error, never the address it was for.

const FAILING = 'test.mail-refused';
const ADDRESS = 'paula.private@example.com';
const failingFeature: Feature = {
  name: 'test-failing-mail',
  jobs: () => [
    {
      name: FAILING,
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      handle: async () => {
        throw new Error(`550 <${ADDRESS}> mailbox unavailable`);
      },
    },
  ],
};

async function jobsTab(page: Page) {
  await page.getByRole('heading', { name: 'Operator Console' }).waitFor();
  await tab(page, 'Background jobs').click();
  const region = page.getByRole('region', { name: 'Background jobs' });
  await region.getByRole('region', { name: 'Job queues' }).waitFor();
  return region;
}

describe('operator console: background jobs', () => {
  const suite = browserSuite({ features: [...allFeatures, failingFeature] });

  it('shows each queue and a failed job by id and kind, without its address', async () => {
    const { runtime } = suite.server();
    const id = await runtime.jobs.send(FAILING, { to: ADDRESS });
    await waitFor(
      async () => (await runtime.jobs.pgBoss.getJobById(FAILING, id!))?.state === 'failed',
      { timeoutMs: 20_000 },
    );

    const page = await operatorLoggedIn(suite);
    const region = await jobsTab(page);
    const queues = region.getByRole('region', { name: 'Job queues' });
    await queues.getByText('mail.send-verification', { exact: true }).waitFor();
    const row = queues.getByRole('row').filter({ hasText: FAILING });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      FAILING,
      '0',
      '0',
      '0',
      '1',
      '1',
    ]);

    const failures = region.getByRole('region', { name: 'Recent failures' });
    const failure = failures.getByRole('row').filter({ hasText: id! });
    await failure.getByText('550 <[address]> mailbox unavailable').waitFor();
    await failure.getByText('Failed', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(ADDRESS);
  });

  it('fits a phone screen', async () => {
    const page = await operatorLoggedIn(suite, 375);
    await jobsTab(page);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
