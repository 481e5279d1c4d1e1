import { describe, expect, it } from 'vitest';
import { tab } from '../helpers/e2e-nanny.js';
import { newParentOnDashboard } from '../helpers/e2e-parent.js';
import { downloadedText } from '../helpers/browser.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// A parent downloads a copy of her data from Account settings, in Chromium.

describe('a copy of your data', () => {
  const suite = browserSuite({ smtp: true });

  it('downloads one JSON file with her account, from Account settings', async () => {
    const { page, parent } = await newParentOnDashboard(suite, 390);
    await tab(page, 'Profile').click();
    const settings = page.getByRole('region', { name: 'Account settings' });
    await settings
      .getByText('Nobody else has opened your documents or special considerations.')
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      settings.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^rbt-nanny-connect-data-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const copy = JSON.parse(await downloadedText(download)) as {
      account: { email: string; role: string };
      events: { type: string }[];
    };
    expect(copy.account).toMatchObject({ email: parent.email, role: 'parent' });
    expect(copy.events.map((e) => e.type)).toContain('ParentRegistered');
  });
});
