import { feePercentText, MAX_TIP_CENTS } from '@shared/payment-amounts';
import { dollars } from '@shared/pay-rates';

// The service fee, when a card is charged, tips, refunds and payouts in plain words, for Payments
// and Fees. The fee is the one the platform charges (GET /api/platform, from the shared default
// unless configured) and the tip limit is the shared one, so the page cannot drift from what the
// card is charged; docs/product.md (Payments) states the same rules.

/** Payments and Fees: the fee, when the card is charged, tips, refunds and payouts. */
export const feeTerms = (feeBasisPoints: number): readonly string[] => [
  `Parents pay a service fee of ${feePercentText(feeBasisPoints)} of the price of the hours of care (the hours at the Nanny's rate), on top of that price. The fee is the platform's and is never taken from the Nanny's rate. Before a Parent sends a booking request, the booking form shows the hours at the Nanny's rate, the service fee and the total. You will never be charged a fee that was not shown to you first.`,
  `A Parent saves a card before her first booking request. Nothing is charged when a booking is requested or accepted: the card is charged after the session, for the hours confirmed, plus the service fee and any tip. A tip (up to ${dollars(MAX_TIP_CENTS)}) goes entirely to the Nanny, with no fee on it. A Parent's late cancellation is charged the late-cancellation pay described below, with no service fee. A Nanny's cancellation costs the Parent nothing.`,
  `Card numbers are entered in our payment provider's form and never reach our servers; we keep only the card's brand, last four digits and expiry. If a charge fails, we tell the Parent and she can pay with another card in the app. Our team may refund a charge in whole or in part; a refund returns the service fee in the same proportion.`,
  `A Nanny's pay for confirmed hours and every tip are transferred to the payout account she sets up with our payment provider, and usually reach her bank within 1 to 3 business days. Until her payout account is set up, the amount is kept as owed to her and transferred as soon as it is.`,
];
