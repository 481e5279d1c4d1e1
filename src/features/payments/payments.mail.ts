import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { Reaction } from '../../infra/event-store/event-store-service.js';
import { composedMailJob, type MailJobDeps } from '../../infra/mail/mail-job.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { earningsSessionFacts } from '../earnings/earnings.reads.js';
import { nannyProfileFacts } from '../nannies/nannies.reads.js';
import { parentProfileFacts } from '../parents/parents.reads.js';
import { paymentMail, type PaymentMailKind } from './payments-mail.templates.js';

export const PAYMENT_MAIL_JOB = 'mail.send-payment';

interface PaymentMailPayload {
  kind: PaymentMailKind;
  chargeId: string;
  /** A refund's amount (the charge row holds the total refunded). */
  refundCents: number;
}

/** Receipts and failures are queued in the transaction that records the charge's answer. */
export const paymentMailReaction: Reaction = {
  name: 'email-payment',
  handles: ['ChargeSucceeded', 'ChargeFailed', 'ChargeRefunded', 'ChargeRefundedAtProvider'],
  react: async (event, tx) => {
    const data = event.data as { chargeId: string; amountCents?: number };
    // A refund made at the provider gets the same receipt as ours.
    const refund = event.type === 'ChargeRefunded' || event.type === 'ChargeRefundedAtProvider';
    await tx.enqueue(PAYMENT_MAIL_JOB, {
      kind: refund ? 'ChargeRefunded' : (event.type as PaymentMailKind),
      chargeId: data.chargeId,
      refundCents: refund ? (data.amountCents ?? 0) : 0,
    } satisfies PaymentMailPayload);
  },
};

/** Names and addresses are read when the email goes out, never carried in the job. */
async function factsOf(db: Kysely<Database>, chargeId: string) {
  return db
    .selectFrom('payment_charges as c')
    .innerJoin(parentProfileFacts().as('p'), 'p.parent_id', 'c.parent_id')
    .innerJoin(nannyProfileFacts().as('n'), 'n.nanny_id', 'c.nanny_id')
    .innerJoin(earningsSessionFacts().as('s'), 's.booking_id', 'c.booking_id')
    .select([
      'c.parent_id as parentId',
      'c.nanny_id as nannyId',
      'c.purpose',
      'c.care_cents as careCents',
      'c.fee_cents as feeCents',
      'c.tip_cents as tipCents',
      'c.total_cents as totalCents',
      'c.failure',
      's.date',
      'p.full_name as parentName',
      'p.email as parentEmail',
      'n.full_name as nannyName',
    ])
    .where('c.charge_id', '=', chargeId)
    .executeTakeFirst();
}

export function paymentMailJob(deps: MailJobDeps): JobDefinition<PaymentMailPayload> {
  return composedMailJob<PaymentMailPayload>(PAYMENT_MAIL_JOB, deps.mailer, async (payload) => {
    const facts = await factsOf(deps.db, payload.chargeId);
    if (!facts) return undefined;
    const message = paymentMail(
      payload.kind,
      { ...facts, refundCents: payload.refundCents },
      deps.config.publicUrl,
    );
    return { message, names: { to: facts.parentId, about: [facts.nannyId] } };
  });
}
