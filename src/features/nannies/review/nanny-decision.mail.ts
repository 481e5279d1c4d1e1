import type { Reaction } from '../../../infra/event-store/event-store-service.js';
import { composedMailJob, toAccount, type MailJobDeps } from '../../../infra/mail/mail-job.js';
import { renderMail } from '../../../infra/mail/mail-layout.js';
import type { JobDefinition } from '../../../infra/queue/job-queue.js';

const NANNY_DECISION_JOB = 'mail.send-nanny-decision';

interface DecisionPayload {
  nannyId: string;
  decision: 'approved' | 'rejected';
}

/** Approval and rejection are emailed; the job is queued in the decision's own transaction. */
export const nannyDecisionReaction: Reaction = {
  name: 'email-nanny-decision',
  handles: ['NannyApproved', 'NannyRejected'],
  react: async (event, tx) => {
    const { nannyId } = event.data as { nannyId: string };
    await tx.enqueue(NANNY_DECISION_JOB, {
      nannyId,
      decision: event.type === 'NannyApproved' ? 'approved' : 'rejected',
    });
  },
};

export function nannyDecisionJob(deps: MailJobDeps): JobDefinition<DecisionPayload> {
  return composedMailJob<DecisionPayload>(NANNY_DECISION_JOB, deps.mailer, async (payload) => {
    const nanny = await deps.db
      .selectFrom('nanny_profiles')
      .select(['email', 'full_name', 'rejection_reason'])
      .where('nanny_id', '=', payload.nannyId)
      .executeTakeFirst();
    if (!nanny) return undefined;
    const approved = payload.decision === 'approved';
    const message = renderMail({
      to: nanny.email,
      subject: approved
        ? 'You are approved on RBT Nanny Connect'
        : 'About your RBT Nanny Connect profile',
      greeting: `Hello ${nanny.full_name},`,
      paragraphs: approved
        ? [
            'Good news: our team has reviewed your profile and documents, and you are approved.',
            'Families can now find you under Browse Available RBTs and send you booking requests.',
          ]
        : [
            'Our team has reviewed your profile and could not approve it yet.',
            `The reason given: ${nanny.rejection_reason ?? 'not stated'}`,
            'You can update your profile or documents from your dashboard; reply to this email if you have questions.',
          ],
      action: { label: 'Open my dashboard', url: `${deps.config.publicUrl}/rbt-dashboard` },
    });
    return { message, names: toAccount(payload.nannyId) };
  });
}
