import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { AccountTokenPurpose, Database } from '../../infra/db/schema.js';
import { composedMailJob, toAccount, type MailJobDeps } from '../../infra/mail/mail-job.js';
import type { MailMessage } from '../../infra/mail/mail-transport.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { issueAccountToken } from './account-tokens.js';
import {
  emailChangeMail,
  emailChangedMail,
  passwordChangedMail,
  passwordResetMail,
  resetForGoogleAccountMail,
  signUpAttemptMail,
  verificationMail,
} from './accounts-mail.templates.js';
import { findAccountById, type AccountRow } from './accounts.queries.js';

/** Job names and payloads of the accounts feature. */
export const ACCOUNT_MAIL_JOBS = {
  verification: 'mail.send-verification',
  passwordReset: 'mail.send-password-reset',
  passwordChanged: 'mail.send-password-changed',
  emailChange: 'mail.send-email-change',
  emailChanged: 'mail.send-email-changed',
  signUpAttempt: 'mail.send-sign-up-attempt',
} as const;

interface AccountMailPayload {
  accountId: string;
  /**
   * A notice's address: the account's address when the change happened, carried here because
   * by the time the job runs the account may have moved (perhaps to an intruder's address).
   */
  to?: string;
  /** An email change: the address to confirm; its notice: the address now in use. */
  newEmail?: string;
  /** An email change: the address and time it was asked from (see linksEndedSince). */
  fromEmail?: string;
  requestedAt?: string;
}

interface JobDeps extends MailJobDeps {
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
  return composedMailJob<AccountMailPayload>(name, deps.mailer, async (payload) => {
    const account = await findAccountById(deps.db, payload.accountId);
    if (!account) return undefined;
    const message = await compose(account, payload, deps);
    return message && { message, names: toAccount(account.id) };
  });
}

/**
 * An email change asked before the password or the address changed again: the links of the
 * account were ended then (endUnusedTokens), so this queued one must not create a fresh link.
 */
async function linksEndedSince(
  db: Kysely<Database>,
  account: AccountRow,
  payload: AccountMailPayload,
): Promise<boolean> {
  if (payload.fromEmail !== undefined && payload.fromEmail !== account.email) return true;
  if (payload.requestedAt === undefined) return false;
  const credentials = await db
    .selectFrom('credentials')
    .select('updated_at')
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  return credentials !== undefined && credentials.updated_at > new Date(payload.requestedAt);
}

const recipient = (account: AccountRow, to = account.email) => ({
  to,
  fullName: account.full_name,
});
const link = (config: Config, path: string, token: string) =>
  `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

export function accountMailJobs(deps: JobDeps): JobDefinition[] {
  /** A new single-use link for the account, sent to `email`, opening `path` with its token. */
  const tokenLink = async (
    account: AccountRow,
    purpose: AccountTokenPurpose,
    email: string,
    path: string,
  ) => {
    const token = await issueAccountToken(deps.db, {
      accountId: account.id,
      purpose,
      email,
      now: deps.clock(),
    });
    return link(deps.config, path, token);
  };
  return [
    accountMailJob(ACCOUNT_MAIL_JOBS.verification, deps, async (account) => {
      if (account.email_verified) return undefined;
      const url = await tokenLink(account, 'verify-email', account.email, '/verify-email');
      return verificationMail(recipient(account), url);
    }),
    accountMailJob(ACCOUNT_MAIL_JOBS.emailChange, deps, async (account, payload) => {
      if (!payload.newEmail || (await linksEndedSince(deps.db, account, payload))) return undefined;
      const url = await tokenLink(account, 'change-email', payload.newEmail, '/verify-email');
      return emailChangeMail(recipient(account, payload.newEmail), url);
    }),
    accountMailJob(ACCOUNT_MAIL_JOBS.passwordReset, deps, async (account) => {
      if (account.sign_up_method === 'google') {
        return resetForGoogleAccountMail(recipient(account), deps.config.publicUrl);
      }
      const url = await tokenLink(account, 'reset-password', account.email, '/reset-password');
      return passwordResetMail(recipient(account), url);
    }),
    accountMailJob(ACCOUNT_MAIL_JOBS.passwordChanged, deps, async (account, payload) =>
      passwordChangedMail(recipient(account, payload.to), deps.config.publicUrl),
    ),
    accountMailJob(ACCOUNT_MAIL_JOBS.emailChanged, deps, async (account, payload) => {
      if (!payload.to || !payload.newEmail) return undefined;
      const url = await tokenLink(account, 'undo-email-change', payload.to, '/reset-password');
      return emailChangedMail(recipient(account, payload.to), payload.newEmail, url);
    }),
    accountMailJob(ACCOUNT_MAIL_JOBS.signUpAttempt, deps, async (account) =>
      signUpAttemptMail(recipient(account), deps.config.publicUrl),
    ),
  ];
}
