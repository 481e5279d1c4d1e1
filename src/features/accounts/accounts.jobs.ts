import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../infra/db/schema.js';
import {
  alreadySent,
  deliverOnce,
  MAIL_RETRY_POLICY,
  type Mailer,
} from '../../infra/mail/mail-job.js';
import type { MailMessage } from '../../infra/mail/mail-transport.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { issueAccountToken } from './account-tokens.js';
import {
  emailChangeMail,
  passwordChangedMail,
  passwordResetMail,
  resetForGoogleAccountMail,
  signUpAttemptMail,
  verificationMail,
} from './accounts.mail.js';
import { findAccountById, type AccountRow } from './accounts.queries.js';

/** Job names and payloads of the accounts feature. */
export const ACCOUNT_MAIL_JOBS = {
  verification: 'mail.send-verification',
  passwordReset: 'mail.send-password-reset',
  passwordChanged: 'mail.send-password-changed',
  emailChange: 'mail.send-email-change',
  signUpAttempt: 'mail.send-sign-up-attempt',
} as const;

export interface AccountMailPayload {
  accountId: string;
  /** Only for an email change: the address to confirm. */
  newEmail?: string;
}

interface JobDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  clock: () => Date;
}

type Compose = (
  account: AccountRow,
  payload: AccountMailPayload,
  deps: JobDeps,
) => Promise<MailMessage | undefined>;

/**
 * One-time links are created when the email is sent, not when the job is queued, so the raw
 * token exists only in the email itself (never in the job table). A retry after a successful
 * send does nothing; a retry after a failed one creates a fresh link, voiding the unsent one.
 */
function accountMailJob(
  name: string,
  deps: JobDeps,
  compose: Compose,
): JobDefinition<AccountMailPayload> {
  return {
    name,
    ...MAIL_RETRY_POLICY,
    handle: async (payload, job) => {
      if (await alreadySent(deps.mailer, job.id)) return;
      const account = await findAccountById(deps.db, payload.accountId);
      if (!account) return;
      const message = await compose(account, payload, deps);
      if (message) await deliverOnce(deps.mailer, job.id, message);
    },
  };
}

const recipient = (account: AccountRow, to = account.email) => ({
  to,
  fullName: account.full_name,
});
const link = (config: Config, path: string, token: string) =>
  `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

export function accountMailJobs(deps: JobDeps): JobDefinition[] {
  const now = () => deps.clock();
  return [
    accountMailJob(ACCOUNT_MAIL_JOBS.verification, deps, async (account) => {
      if (account.email_verified) return undefined;
      const token = await issueAccountToken(deps.db, {
        accountId: account.id,
        purpose: 'verify-email',
        email: account.email,
        now: now(),
      });
      return verificationMail(recipient(account), link(deps.config, '/verify-email', token));
    }),
    accountMailJob(ACCOUNT_MAIL_JOBS.emailChange, deps, async (account, payload) => {
      if (!payload.newEmail) return undefined;
      const token = await issueAccountToken(deps.db, {
        accountId: account.id,
        purpose: 'change-email',
        email: payload.newEmail,
        now: now(),
      });
      return emailChangeMail(
        recipient(account, payload.newEmail),
        link(deps.config, '/verify-email', token),
      );
    }),
    accountMailJob(ACCOUNT_MAIL_JOBS.passwordReset, deps, async (account) => {
      if (account.sign_up_method === 'google') {
        return resetForGoogleAccountMail(recipient(account), deps.config.publicUrl);
      }
      const token = await issueAccountToken(deps.db, {
        accountId: account.id,
        purpose: 'reset-password',
        email: account.email,
        now: now(),
      });
      return passwordResetMail(recipient(account), link(deps.config, '/reset-password', token));
    }),
    accountMailJob(ACCOUNT_MAIL_JOBS.passwordChanged, deps, async (account) =>
      passwordChangedMail(recipient(account), deps.config.publicUrl),
    ),
    accountMailJob(ACCOUNT_MAIL_JOBS.signUpAttempt, deps, async (account) =>
      signUpAttemptMail(recipient(account), deps.config.publicUrl),
    ),
  ];
}
