import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bookingParent } from '../helpers/bookings-api.js';
import {
  approvedNannyWithHours,
  badge,
  nannyBooking,
  nannyBookingsTab,
  parentBooking,
} from '../helpers/e2e-bookings.js';
import { markPage, pageKeptMark, waitUntilLive } from '../helpers/e2e-live.js';
import { isoDateFromToday, sidewaysOverflow, statusWith } from '../helpers/e2e-nanny.js';
import { newParentOnDashboard, openBookings } from '../helpers/e2e-parent.js';
import { accountIdOf, openPayments, paymentsCard } from '../helpers/e2e-payments.js';
import { seedSessions } from '../helpers/earnings-seed.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// A nanny with 14 clean sessions and a parent, each in her own Chromium context at phone width:
// the parent confirms the 15th and the nanny's Payments tab shows $20/hour without a reload; the
// parent's tab lists what the session costs, and she reports an issue on it. The sessions are
// seeded in the past through the bookings decider (test/helpers/earnings-seed.ts), so the ledger
// comes from the real projections and the 15th lies inside the report window.

const parentNameOf = (page: Page) =>
  page.evaluate<string>(
    "fetch('/api/parent/profile').then((r) => r.json()).then((b) => b.parent.fullName)",
  );

describe('payments: the 15th clean session raises her rate', () => {
  const suite = browserSuite({ smtp: true });

  it('shows the raise live, the charge to the parent, and takes a report', async () => {
    const { runtime } = suite.server();
    const nannyName = 'Fay Fifteen';
    const { page: nanny } = await approvedNannyWithHours(
      suite,
      nannyName,
      isoDateFromToday(3),
      360,
    );
    const { page: parent } = await newParentOnDashboard(suite, 360);
    const nannyId = await accountIdOf(nanny);
    const other = await bookingParent(runtime, 'Olive Other');
    // 14 confirmed sessions with another family, ending the day before yesterday; yesterday's
    // 15th with this parent has its hours recorded and waits for her confirmation.
    await seedSessions(runtime, { nannyId, parentId: other.id, count: 14, lastDaysAgo: 2 });
    const parentId = await accountIdOf(parent);
    await seedSessions(runtime, { nannyId, parentId, count: 1, confirm: false });

    await openPayments(nanny, 'Your earnings');
    const earnings = paymentsCard(nanny, 'Your earnings');
    await earnings.getByText('14 of 15 sessions toward $20/hour', { exact: true }).waitFor();
    expect(await earnings.textContent()).toContain('Your rate: $18/hour');
    expect(await earnings.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/nanny/earnings.csv',
    );
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);

    // The parent confirms the 15th on her Bookings tab, in her own context.
    const parentName = await parentNameOf(parent);
    await openBookings(parent);
    for (const page of [nanny, parent]) await waitUntilLive(page);
    await markPage(nanny);
    const mine = parentBooking(parent, nannyName);
    await mine.getByRole('button', { name: 'Confirm hours' }).click();
    await mine.getByRole('button', { name: 'Yes, confirm these hours' }).click();
    await badge(mine, 'Confirmed').waitFor();

    // Her tab follows without a reload: 15 of 15, and $20/hour from now on.
    await earnings
      .getByText(/^15 of 15 sessions: you earn \$20\/hour since \w+ \d{1,2}, \d{4}\.$/)
      .waitFor();
    expect(await earnings.textContent()).toContain('Your rate: $20/hour');
    const line = earnings.getByRole('listitem').filter({ hasText: `Session with ${parentName}` });
    expect(await line.textContent()).toContain('3 hours at $18/hour');
    expect(await line.textContent()).toContain('$54.00');
    expect(await pageKeptMark(nanny)).toBe(true);
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);

    // The parent's Payments tab lists what the session costs, and says nothing was paid.
    await openPayments(parent, 'Payments');
    const payments = paymentsCard(parent, 'Payments');
    const charge = payments.getByRole('listitem').filter({ hasText: `Session with ${nannyName}` });
    expect(await charge.textContent()).toContain('$54.00');
    await payments.getByText('No card is charged yet', { exact: false }).waitFor();
    expect(await payments.textContent()).not.toMatch(/\bpaid\b/i);
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);

    // She reports an issue on the session, from its card.
    await parent.getByRole('tab', { name: 'Bookings' }).click();
    await mine.getByRole('button', { name: 'Report an issue' }).click();
    const form = mine.getByRole('form', { name: 'Report an issue on this session' });
    await form.getByLabel('Category').selectOption({ label: 'Late arrival' });
    const description = 'She arrived 40 minutes late without a message.';
    await form.getByLabel('What happened?').fill(description);
    await form.getByText(`${description.length} / 2,000 characters`).waitFor();
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Send report' }).click();
    await statusWith(mine, 'Thank you. Our team will review your report.').waitFor();
    const reports = mine.getByRole('list', { name: 'Reports on this session' });
    await reports.getByText('You reported: Late arrival', { exact: false }).waitFor();
    await reports.getByText('Waiting for our team to review it.').waitFor();
    expect(await mine.getByRole('button', { name: 'Report an issue' }).count()).toBe(0);

    // The nanny's card shows that a report was made, live, but not its description.
    await nannyBookingsTab(nanny).click();
    const hers = nannyBooking(nanny, 'Past', parentName);
    await hers.getByText(`${parentName} reported: Late arrival`, { exact: false }).waitFor();
    expect(await hers.textContent()).not.toContain(description);
    // Her card says what the session paid (the ledger's $18), not her rate now.
    expect(await hers.textContent()).toContain('Earned: $54.00 (3 hours at $18.00/hour)');

    // A ledger line opens its booking on her Bookings tab.
    await openPayments(nanny, 'Your earnings');
    await line.getByRole('link').click();
    const opened = nanny.locator('article[aria-current="true"]');
    await opened.getByRole('heading', { name: parentName }).waitFor();
  }, 240_000);
});
