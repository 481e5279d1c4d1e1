import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { network } from '../../testing/fake-network';
import { answerParentDashboard, parentProfile } from '../../testing/fixtures';
import { findStatus, renderScreen, sessionUser } from '../../testing/render';

// Her Payments tab's "Remove card": asked again in a dialog, sent only when she confirms, the
// card gone on success, and the server's refusal (a session still to be charged) said as it is.

const CARD = { brand: 'visa', last4: '4242', expiry: '12/2034' };
const REMOVED = 'Card removed. Add a card before your next request.';
const DUE =
  'Your card cannot be removed while a session is still to be charged. You can replace it instead.';

async function openPayments() {
  answerParentDashboard(parentProfile());
  network()
    .on('GET', '/api/account/access-log', { json: { entries: [], next: null } })
    .on('GET', '/api/parent/payment-card', { json: { mode: 'simulated', card: CARD } })
    .on('GET', '/api/parent/charges', { json: { mode: 'simulated', charges: [], months: [] } });
  renderScreen(<AppRoutes />, {
    path: '/parent-dashboard?tab=payments',
    session: sessionUser('parent', { id: 'parent-1' }),
  });
  const payments = await screen.findByRole('region', { name: 'Payments' });
  await within(payments).findByText('Visa ending 4242, expires 12/2034');
  return payments;
}

/** Presses Remove card in her Payments tab, then again in the dialog that asks first. */
async function confirmRemoval(payments: HTMLElement) {
  const user = userEvent.setup();
  await user.click(within(payments).getByRole('button', { name: 'Remove card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove your card?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
}

describe('removing her card', () => {
  it('asks first, and "Keep my card" sends nothing', async () => {
    const user = userEvent.setup();
    const payments = await openPayments();
    await user.click(within(payments).getByRole('button', { name: 'Remove card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your card?' });
    expect(dialog.textContent).toContain(
      'Your card Visa ending 4242, expires 12/2034 is removed and can no longer be charged.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep my card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network().sent('DELETE', '/api/parent/payment-card')).toEqual([]);
    expect(payments.textContent).toContain('Visa ending 4242');
  });

  it('removes it once confirmed: the card is gone and the server says so', async () => {
    network().on('DELETE', '/api/parent/payment-card', { json: { message: REMOVED } });
    const payments = await openPayments();
    await confirmRemoval(payments);
    await findStatus(payments, REMOVED);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network().sent('DELETE', '/api/parent/payment-card')).toHaveLength(1);
    expect(payments.textContent).toContain('No card saved yet.');
    expect(within(payments).queryByRole('button', { name: 'Remove card' })).toBeNull();
    expect(within(payments).getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });

  it('keeps it and says why when a session is still to be charged', async () => {
    network().on('DELETE', '/api/parent/payment-card', {
      status: 409,
      json: { code: 'conflict', message: DUE },
    });
    const payments = await openPayments();
    await confirmRemoval(payments);
    await findStatus(payments, DUE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payments.textContent).toContain('Visa ending 4242, expires 12/2034');
  });
});
