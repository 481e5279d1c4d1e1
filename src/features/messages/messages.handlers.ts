import { deleteAccountSessions } from '../../infra/auth/session-store.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { MAIL_SEND_JOB, toAccount, type RenderedMail } from '../../infra/mail/mail-job.js';
import { renderMail } from '../../infra/mail/mail-layout.js';
import type { ReportAction } from '../../shared/messages.js';
import { accountFacts } from '../accounts/accounts.reads.js';
import { accountStreamOf, accountSuspensionDecider } from './account-suspension.js';
import { messageDecider, type MessageCommand } from './messages.decider.js';
import { conversationStreamId } from './messages.events.js';

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'config'>;

/** Any party's command: one conversation stream, one transaction. */
export function runMessageCommand(deps: Deps, command: MessageCommand, metadata: EventMetadata) {
  return deps.eventStore.handleCommand(
    messageDecider,
    conversationStreamId(command.conversationId),
    command,
    { metadata },
  );
}

export const WARNING_SUBJECT = 'A warning about your messages on RBT Nanny Connect';

/**
 * An operator's decision on a report, all in one transaction: the decision on the conversation
 * stream and, for 'suspend', the suspension on the sender's account stream with every session of
 * hers ended (that event's commit makes every instance forget her cached sessions); for 'warn',
 * the warning email, queued with the decision. The email never quotes the message.
 */
export async function decideReport(
  deps: Deps,
  input: {
    conversationId: string;
    reportId: string;
    operatorId: string;
    action: ReportAction;
    at: string;
  },
  metadata: EventMetadata,
) {
  return deps.eventStore.transact(async (tx) => {
    const result = await tx.handle(
      messageDecider,
      conversationStreamId(input.conversationId),
      { type: 'DecideReport', ...input },
      metadata,
    );
    const decided = result.events[0];
    if (decided?.type !== 'MessageReportDecided') return result;
    const senderId = decided.data.senderId;
    const causation = { ...metadata, causationId: String(decided.position) };
    if (input.action === 'suspend') {
      await tx.handle(
        accountSuspensionDecider,
        accountStreamOf(senderId),
        {
          accountId: senderId,
          reportId: input.reportId,
          operatorId: input.operatorId,
          at: input.at,
        },
        causation,
      );
      await deleteAccountSessions(tx.db, senderId);
    }
    if (input.action === 'warn') {
      const sender = await tx.db
        .selectFrom(accountFacts().as('a'))
        .select(['email', 'full_name'])
        .where('id', '=', senderId)
        .executeTakeFirst();
      if (sender) {
        const warning: RenderedMail = {
          ...renderMail({
            to: sender.email,
            subject: WARNING_SUBJECT,
            greeting: `Hello ${sender.full_name},`,
            paragraphs: [
              'A message you sent on RBT Nanny Connect was reported, and our team reviewed it.',
              'Please keep your messages respectful and follow the Messaging rules in our Terms. ' +
                'If this happens again, your account may be suspended.',
            ],
            action: {
              label: 'Read the Messaging rules',
              url: `${deps.config.publicUrl}/terms-of-service`,
            },
          }),
          names: toAccount(senderId),
        };
        await tx.enqueue(MAIL_SEND_JOB, warning);
      }
    }
    return result;
  });
}
