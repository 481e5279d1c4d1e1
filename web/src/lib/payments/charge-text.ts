// How a charge reads wherever it is shown (the parent's Payments tab, the operators' Payments
// tab). The server decides every status and amount; these only name them.

/** Every payment screen of the simulated gateway says so. */
export const TEST_MODE_TEXT = 'Test mode: no real money moves';

export function chargeStatusText(status: string): string {
  if (status === 'paid') return 'Paid';
  if (status === 'failed') return 'Failed';
  if (status === 'refunded') return 'Refunded';
  if (status === 'pending') return 'Pending';
  return status;
}

/** Why a charge failed, as the parent is told, with what to do. */
export function chargeFailureText(failure: string | null): string {
  switch (failure) {
    case 'declined':
      return 'Your card was declined. Please pay with another card.';
    case 'authentication_required':
      return 'Your bank asked to confirm this payment. Please pay with another card.';
    case 'expired_card':
      return 'Your card has expired. Please pay with another card.';
    case 'no_card':
      return 'No card was saved. Please add a card and pay.';
    default:
      return 'The payment did not go through. Please pay with another card.';
  }
}

/** What a nanny's payout line says: "Pending", "Owed to you", "Paid out". */
export function payoutStatusText(status: string): string {
  if (status === 'paid_out') return 'Paid out';
  if (status === 'owed') return 'Owed to you';
  return 'Pending';
}
