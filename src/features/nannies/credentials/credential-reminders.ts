import type { FeatureDeps } from '../../../infra/feature.js';
import type { Reaction } from '../../../infra/event-store/event-store-service.js';
import { composedMailJob, toAccount, type Mailer } from '../../../infra/mail/mail-job.js';
import { renderMail } from '../../../infra/mail/mail-layout.js';
import { everyMinuteJob } from '../../../infra/queue/job-kinds.js';
import type { JobDefinition } from '../../../infra/queue/job-queue.js';
import { todayIn } from '../../../shared/booking-times.js';
import {
  addDays,
  BACKGROUND_REMINDER_DAYS,
  backgroundCheckExpiresOn,
  RBT_REMINDER_DAYS,
  reminderDue,
  reminderParagraphs,
  reminderSubject,
  verifiedOnIn,
  type ReminderDocument,
} from '../../../shared/credentials.js';
import type { ReminderSentData } from '../nannies.events.js';
import { decideAsSystem } from './credentials.jobs.js';

const REMINDERS_JOB = 'nannies.credential-reminders';
const REMINDER_MAIL_JOB = 'mail.send-credential-reminder';
/** Per run and document: a backlog drains over the next minutes. */
const BATCH = 200;

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'clock' | 'config'>;

/** A reminder is queued in the transaction that records it: both or neither. */
export const credentialReminderReaction: Reaction = {
  name: 'email-credential-reminder',
  handles: ['CredentialExpiryReminderSent'],
  react: async (event, tx) => {
    const { nannyId, document, expiresOn } = event.data as ReminderSentData;
    await tx.enqueue(REMINDER_MAIL_JOB, { nannyId, document, expiresOn });
  },
};

interface ReminderPayload {
  nannyId: string;
  document: ReminderDocument;
  expiresOn: string;
}

/** Her name and address are read when the email goes out (she may have changed them). */
export function credentialReminderMailJob(
  deps: Pick<FeatureDeps, 'db' | 'config'> & { mailer: Mailer },
): JobDefinition<ReminderPayload> {
  return composedMailJob<ReminderPayload>(
    REMINDER_MAIL_JOB,
    deps.mailer,
    async ({ nannyId, document, expiresOn }) => {
      const nanny = await deps.db
        .selectFrom('nanny_profiles')
        .select(['email', 'full_name'])
        .where('nanny_id', '=', nannyId)
        .executeTakeFirst();
      if (!nanny) return undefined;
      const message = renderMail({
        to: nanny.email,
        subject: reminderSubject(document, expiresOn),
        greeting: `Hello ${nanny.full_name},`,
        paragraphs: reminderParagraphs(document, expiresOn),
        action: { label: 'Open my dashboard', url: `${deps.config.publicUrl}/rbt-dashboard` },
      });
      return { message, names: toAccount(nannyId) };
    },
  );
}

/** Whom a reminder may be due, by the table; her stream decides (once per threshold and expiry). */
async function dueReminders(deps: Deps, now: Date, today: string) {
  const zone = deps.config.timeZone;
  const rbt = await deps.db
    .selectFrom('nanny_credentials')
    .select(['nanny_id', 'expires_on', 'reminded_for', 'reminded_days'])
    .where('standing', '=', 'active')
    .where('in_queue', '=', true)
    .where('expires_on', '>', today)
    .where('expires_on', '<=', addDays(today, Math.max(...RBT_REMINDER_DAYS)))
    .orderBy('nanny_id')
    .execute();
  // Verified within the last 400 days, on the clock's time (the platform's day is worked out below).
  const background = await deps.db
    .selectFrom('nanny_profiles')
    .select([
      'nanny_id',
      'background_check_verified_at',
      'background_reminded_for',
      'background_reminded_days',
    ])
    .where('status', '=', 'approved')
    .where('background_check_verified_at', '>=', new Date(now.getTime() - 400 * 86_400_000))
    .orderBy('nanny_id')
    .execute();
  const due: { nannyId: string; document: ReminderDocument }[] = [];
  for (const row of rbt) {
    const sent = row.reminded_for === row.expires_on ? row.reminded_days : null;
    if (reminderDue(row.expires_on!, today, RBT_REMINDER_DAYS, sent) !== null)
      due.push({ nannyId: row.nanny_id, document: 'rbt-certification' });
  }
  for (const row of background) {
    const expiresOn = backgroundCheckExpiresOn(
      verifiedOnIn(row.background_check_verified_at!, zone),
    );
    const sent = row.background_reminded_for === expiresOn ? row.background_reminded_days : null;
    if (reminderDue(expiresOn, today, BACKGROUND_REMINDER_DAYS, sent) !== null)
      due.push({ nannyId: row.nanny_id, document: 'background-check' });
  }
  return due.slice(0, BATCH);
}

/**
 * Emails each nanny whose RBT certification expires in 60, 30 or 7 days, or whose background
 * check stops counting in 30, once each: read from the tables at the clock's time each minute,
 * so a restart (or a stopped worker) sends a late one at its first run, and decided on her
 * stream, so a second run or instance sends nothing more.
 */
export async function sendCredentialReminders(deps: Deps): Promise<number> {
  const now = deps.clock();
  const today = todayIn(now, deps.config.timeZone);
  const due = await dueReminders(deps, now, today);
  return decideAsSystem(
    deps,
    due.map(({ nannyId, document }) => ({
      type: 'SendExpiryReminder',
      nannyId,
      document,
      today,
      timeZone: deps.config.timeZone,
      at: now.toISOString(),
    })),
  );
}

export const credentialRemindersJob = (deps: Deps): JobDefinition =>
  everyMinuteJob(REMINDERS_JOB, () => sendCredentialReminders(deps));
