import type { Reaction } from '../../infra/event-store/event-store-service.js';
import { deliverOnce, mailRetryPolicy, type MailJobDeps } from '../../infra/mail/mail-job.js';
import { renderMail } from '../../infra/mail/mail-layout.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { holdNoticeParagraphs, holdNoticeSubject } from '../../shared/credentials.js';
import { formatLongDate, formatTime } from '../../shared/time-zones.js';
import { heldBookingsOf } from './credential-holds.routes.js';

const HOLD_MAIL_JOB = 'mail.send-credential-hold';

interface HoldPayload {
  nannyId: string;
}

/**
 * A check finding her not active, or her lapse, tells the parent of each booking she had
 * accepted that it now waits for an operator; queued in the transaction that records it.
 */
export const credentialHoldMailReaction: Reaction = {
  name: 'email-credential-hold',
  handles: ['RbtCertificationChecked', 'RbtCertificationLapsed'],
  react: async (event, tx) => {
    const data = event.data as { nannyId: string; registryStatus?: string };
    if (event.type === 'RbtCertificationChecked' && data.registryStatus === 'active') return;
    await tx.enqueue(HOLD_MAIL_JOB, { nannyId: data.nannyId } satisfies HoldPayload);
  },
};

/**
 * One email per parent's booking waiting, each once (its copy keyed by the job and the booking,
 * so a retry sends only the ones not yet sent). Names and times are read when it goes out.
 */
export function credentialHoldMailJob(
  deps: MailJobDeps & { clock: () => Date },
): JobDefinition<HoldPayload> {
  return {
    name: HOLD_MAIL_JOB,
    ...mailRetryPolicy(deps.mailer),
    handle: async ({ nannyId }, job) => {
      for (const booking of await heldBookingsOf(deps.db, nannyId, deps.clock())) {
        const when = `${formatLongDate(booking.date)}, ${formatTime(booking.start_time)}–${formatTime(booking.end_time)}`;
        await deliverOnce(
          deps.mailer,
          `${job.id}:${booking.booking_id}`,
          renderMail({
            to: booking.parent_email,
            subject: holdNoticeSubject(booking.nanny_name, formatLongDate(booking.date)),
            greeting: `Hello ${booking.parent_name},`,
            paragraphs: holdNoticeParagraphs(booking.nanny_name, when),
            action: {
              label: 'Open my bookings',
              url: `${deps.config.publicUrl}/parent-dashboard?tab=bookings`,
            },
          }),
          { to: booking.parent_id, about: [nannyId] },
        );
      }
    },
  };
}
