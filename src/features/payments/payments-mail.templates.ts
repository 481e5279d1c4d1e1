import { renderMail } from '../../infra/mail/mail-layout.js';
import type { MailMessage } from '../../infra/mail/mail-transport.js';
import { dollars } from '../../shared/pay-rates.js';

export type PaymentMailKind = 'ChargeSucceeded' | 'ChargeFailed' | 'ChargeRefunded';

/** What an itemized receipt needs: the charge as recorded, and the names read when it is sent. */
export interface PaymentMailFacts {
  parentName: string;
  parentEmail: string;
  nannyName: string;
  date: string;
  purpose: 'session' | 'late_cancellation';
  careCents: number;
  feeCents: number;
  tipCents: number;
  totalCents: number;
  failure: string | null;
  /** For a refund: its amount. */
  refundCents: number;
}

const FAILURES: Record<string, string> = {
  declined: 'your card was declined',
  authentication_required: 'your bank asked to confirm the payment',
  expired_card: 'your card has expired',
  no_card: 'no card was saved',
};

/** A receipt for every charge and refund, and a failed charge told with a link to pay. */
export function paymentMail(
  kind: PaymentMailKind,
  f: PaymentMailFacts,
  siteUrl: string,
): MailMessage {
  const what =
    f.purpose === 'session'
      ? `your session with ${f.nannyName} on ${f.date}`
      : `the late cancellation of your booking with ${f.nannyName} on ${f.date}`;
  const lines = [
    `${f.purpose === 'session' ? 'Care' : 'Late-cancellation pay'}: ${dollars(f.careCents)}`,
    `Service fee: ${dollars(f.feeCents)}`,
    ...(f.tipCents > 0 ? [`Tip (all of it to ${f.nannyName}): ${dollars(f.tipCents)}`] : []),
    `Total: ${dollars(f.totalCents)}`,
  ];
  const base = {
    to: f.parentEmail,
    greeting: `Hello ${f.parentName},`,
    action: { label: 'Open my payments', url: `${siteUrl}/parent-dashboard?tab=payments` },
  };
  switch (kind) {
    case 'ChargeSucceeded':
      return renderMail({
        ...base,
        subject: `Receipt: ${dollars(f.totalCents)} for ${f.purpose === 'session' ? 'your session' : 'a late cancellation'}`,
        paragraphs: [`We charged your card ${dollars(f.totalCents)} for ${what}.`, ...lines],
      });
    case 'ChargeFailed':
      return renderMail({
        ...base,
        subject: 'Your payment did not go through',
        paragraphs: [
          `We could not charge ${dollars(f.totalCents)} for ${what}: ${FAILURES[f.failure ?? ''] ?? 'the payment was refused'}.`,
          'Please open your payments, add another card if you need to, and press Pay now.',
          ...lines,
        ],
      });
    case 'ChargeRefunded':
      return renderMail({
        ...base,
        subject: `Refund: ${dollars(f.refundCents)}`,
        paragraphs: [
          `We refunded ${dollars(f.refundCents)} of the ${dollars(f.totalCents)} charged for ${what}. It reaches your card in 5 to 10 business days.`,
          ...lines,
        ],
      });
  }
}
