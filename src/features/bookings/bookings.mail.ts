import { zoneOrPlatform } from '../../shared/time-zones.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { Reaction } from '../../infra/event-store/event-store-service.js';
import { composedMailJob, type MailJobDeps } from '../../infra/mail/mail-job.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { bookingConversationFacts } from '../messages/messages.reads.js';
import { nannyProfileFacts } from '../nannies/nannies.reads.js';
import { parentProfileFacts } from '../parents/parents.reads.js';
import { directoryFacts } from '../search/directory.reads.js';
import { bookingMail, type MailKind, type MailFacts } from './bookings-mail.templates.js';
import { acknowledgementIsCurrent } from '../../shared/care-plans.js';
import { childrenOf } from '../care-plans/index.js';

const BOOKING_MAIL_JOB = 'mail.send-booking';

interface BookingMailPayload {
  bookingId: string;
  kind: MailKind;
  to: 'parent' | 'nanny';
}

/** Who hears of each event: the side that did not act (both for a reminder). */
const RECIPIENTS: Record<string, (data: Record<string, unknown>) => BookingMailPayload['to'][]> = {
  BookingRequested: () => ['nanny'],
  BookingAccepted: () => ['parent'],
  BookingDeclined: () => ['parent'],
  BookingRequestExpired: () => ['parent'],
  BookingCancelled: (data) => [data.cancelledBy === 'parent' ? 'nanny' : 'parent'],
  BookingReminderSent: () => ['parent', 'nanny'],
  // Whoever turned the 3-hour reminder off is not on it (decided when it was due).
  BookingSoonReminderSent: (data) => data.to as BookingMailPayload['to'][],
  SessionNoteWritten: () => ['parent'],
  SessionCompleted: () => ['parent'],
};

/** Booking emails are queued in the transaction that records the event: both or neither. */
export const bookingMailReaction: Reaction = {
  name: 'email-booking',
  handles: Object.keys(RECIPIENTS),
  react: async (event, tx) => {
    const data = event.data as Record<string, unknown> & { bookingId: string };
    for (const to of RECIPIENTS[event.type]!(data)) {
      await tx.enqueue(BOOKING_MAIL_JOB, {
        bookingId: data.bookingId,
        kind: event.type as MailKind,
        to,
      } satisfies BookingMailPayload);
    }
  },
};

type Parties = { parentId: string; nannyId: string };

/**
 * Names and addresses are read when the email goes out (a party may have changed hers since, or
 * been erased: the read tables then hold placeholders), never carried in the job; so is whether
 * the pair's contacts are shared: an email written before a booking between them was accepted
 * hides the contact details in the other's words, as the app did then.
 */
async function factsOf(
  db: Kysely<Database>,
  bookingId: string,
  platformZone: string,
): Promise<(MailFacts & Parties) | undefined> {
  const facts = await db
    .selectFrom('bookings as b')
    .innerJoin(parentProfileFacts().as('p'), 'p.parent_id', 'b.parent_id')
    .innerJoin(nannyProfileFacts().as('n'), 'n.nanny_id', 'b.nanny_id')
    .leftJoin(directoryFacts().as('d'), 'd.nanny_id', 'b.nanny_id')
    .leftJoin(bookingConversationFacts().as('c'), 'c.booking_id', 'b.booking_id')
    .select([
      'c.contacts_shared as contactsShared',
      'b.parent_id as parentId',
      'b.nanny_id as nannyId',
      'b.booking_id as bookingId',
      'b.date',
      'b.start_time as startTime',
      'b.end_time as endTime',
      'b.children',
      'b.note',
      'b.reason',
      'b.late',
      'b.cancelled_by as cancelledBy',
      'b.expires_at as expiresAt',
      'b.confirm_by as confirmBy',
      'b.time_zone as timeZone',
      'p.time_zone as parentZone',
      'd.time_zone as nannyZone',
      'b.minutes',
      'b.actual_minutes as actualMinutes',
      'b.actual_start_time as actualStartTime',
      'b.actual_end_time as actualEndTime',
      'b.session_note as sessionNote',
      'b.child_ids as childIds',
      'b.plan_acknowledged as planAcknowledged',
      'p.full_name as parentName',
      'p.email as parentEmail',
      'n.full_name as nannyName',
      'n.email as nannyEmail',
    ])
    .where('b.booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!facts) return undefined;
  const { childIds, planAcknowledged, ...rest } = facts;
  const children = await childrenOf(db, facts.parentId, childIds);
  const current = Object.fromEntries(children.map((child) => [child.childId, child.version]));
  return {
    ...rest,
    // Read when the email goes out: a plan she has not read (or that changed since) by now.
    planUnread: children.length > 0 && !acknowledgementIsCurrent(planAcknowledged, current),
    contactsShared: facts.contactsShared === true,
    // Each on her own clock; without a zone recorded with her ZIP, the platform's.
    parentZone: zoneOrPlatform(facts.parentZone, platformZone),
    nannyZone: zoneOrPlatform(facts.nannyZone, platformZone),
  };
}

export function bookingMailJob(deps: MailJobDeps): JobDefinition<BookingMailPayload> {
  return composedMailJob<BookingMailPayload>(BOOKING_MAIL_JOB, deps.mailer, async (payload) => {
    const facts = await factsOf(deps.db, payload.bookingId, deps.config.timeZone);
    if (!facts) return undefined;
    const message = bookingMail(payload.kind, payload.to, facts, deps.config.publicUrl);
    const [recipient, other] =
      payload.to === 'parent' ? [facts.parentId, facts.nannyId] : [facts.nannyId, facts.parentId];
    return { message, names: { to: recipient, about: [other] } };
  });
}
