import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../../lib/api/api';
import { network } from '../../../testing/fake-network';
import { answerOperatorConsole, parentCharge } from '../../../testing/fixtures';
import { openOperatorTab } from '../../../testing/operator-console';

// The operators' Charges: the filter asks the server for one kind of charge (the server filters;
// its integration tests say which rows), and the daily reconciliation says whether the ledger
// and the gateway agree, or lists every difference.

const charge = (changes: Parameters<typeof parentCharge>[0]) =>
  parentCharge({
    date: '2031-01-06',
    nannyName: 'Bea Bookable',
    parentName: 'Pat Parent',
    at: '2031-01-06T20:00:00.000Z',
    ...changes,
  });

type Reconciliation = NonNullable<
  ApiResponse<'/api/operator/payments/reconciliation'>['reconciliation']
>;

/** The console answered empty but for the reconciliation of `date`: 3 rows on each side. */
function answerReconciliation(date: string, differences: Reconciliation['differences']) {
  answerOperatorConsole();
  network().on('GET', '/api/operator/payments/reconciliation', {
    json: {
      mode: 'stripe',
      reconciliation: {
        date,
        checkedAt: `${date}T04:20:00.000Z`,
        ledgerCount: 3,
        gatewayCount: 3,
        differences,
      },
    },
  });
}

async function openCharges() {
  const view = await openOperatorTab('Earnings and payments');
  return { ...view, charges: await screen.findByRole('region', { name: 'Charges' }) };
}

describe("the operators' Charges", () => {
  it('shows only disputed charges, or only transfers, as the filter asks', async () => {
    answerOperatorConsole();
    network().on('GET', '/api/operator/payments', (request) => {
      const status = request.query.get('status');
      const charges =
        status === 'disputed'
          ? [charge({ disputeStatus: 'needs_response' })]
          : status === 'paid_out'
            ? [charge({ chargeId: 'b2-session', paidOutAt: '2031-01-07T09:00:00.000Z' })]
            : [];
      return { json: { mode: 'stripe', charges } };
    });
    const { user, charges } = await openCharges();
    const show = within(charges).getByLabelText('Show');
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All charges', 'Paid', 'Failed', 'Refunded', 'Disputed', 'Paid out to the nanny']);
    await within(charges).findByText('No charges here.');

    await user.selectOptions(show, 'Disputed');
    expect(await within(charges).findByText('Disputed: needs response')).toBeDefined();
    expect(network().sent('GET', '/api/operator/payments').at(-1)?.query.get('status')).toBe(
      'disputed',
    );

    await user.selectOptions(show, 'Paid out to the nanny');
    expect(await within(charges).findByText(/Paid out 2031-01-07/)).toBeDefined();
    expect(network().sent('GET', '/api/operator/payments').at(-1)?.query.get('status')).toBe(
      'paid_out',
    );
    expect(within(charges).queryByText('Disputed: needs response')).toBeNull();
  });

  it('says the ledger and the gateway agree, as of the day they were compared', async () => {
    answerReconciliation('2031-01-07', []);
    const { charges } = await openCharges();
    const section = within(charges).getByRole('region', { name: 'Reconciliation' });
    expect(
      await within(section).findByText('Ledger and gateway agree as of 2031-01-07'),
    ).toBeDefined();
  });

  it('lists every difference the reconciliation found', async () => {
    answerReconciliation('2031-01-08', [
      {
        kind: 'charge',
        providerId: 'ch_1',
        chargeId: 'b1-session',
        ledgerCents: 6940,
        gatewayCents: null,
      },
      {
        kind: 'refund',
        providerId: 're_9',
        chargeId: null,
        ledgerCents: null,
        gatewayCents: 1000,
      },
    ]);
    const { charges } = await openCharges();
    const section = within(charges).getByRole('region', { name: 'Reconciliation' });
    expect((await within(section).findByRole('alert')).textContent).toBe(
      '2 differences between the ledger and the gateway as of 2031-01-08',
    );
    expect(
      within(within(section).getByRole('list', { name: 'Differences' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Charge ch_1 (b1-session): in the ledger ($69.40), not at the gateway',
      'Refund re_9: at the gateway ($10.00), not in the ledger',
    ]);
  });
});
