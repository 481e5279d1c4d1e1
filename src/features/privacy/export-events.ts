import { sql, type Kysely, type Selectable } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database, EventsTable } from '../../infra/db/schema.js';
import type { EventCatalog } from '../../infra/event-store/event-catalog.js';
import { toRecordedEvents } from '../../infra/event-store/event-store.js';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import { FAMILY_VISIBLE_STATUSES, type BookingStatus } from '../../shared/booking-times.js';
import { bookingTextAuthor } from '../../shared/booking-texts.js';
import { maskContactDetails, shownToOther } from '../../shared/contact-details.js';
import { bookingFacts } from '../bookings/bookings.reads.js';
import { bookingConversationFacts, conversationFacts } from '../messages/messages.reads.js';

type Data = Record<string, unknown>;

/** The streams that are hers: every event in them is about her. */
const ownStreams = (id: string) => [
  `account-${id}`,
  `nanny-${id}`,
  `parent-${id}`,
  `saved-searches-${id}`,
  `children-${id}`,
  `favourites-${id}`,
];

export interface Facts {
  bookingStatus: Map<string, BookingStatus>;
  /** By conversation id. */
  contactsShared: Map<string, boolean>;
  /** By booking id: whether the booking's pair shares contacts. */
  bookingContactsShared: Map<string, boolean>;
}

/**
 * What of another stream's event naming her she may see: the same as the app shows her. Booking
 * facts are both parties'; the other's messages are masked until contacts are shared; another's
 * report (of a message or an incident) keeps its words from her; anyone else's streams (a
 * parent's saved searches naming a nanny, say) are not hers at all.
 */
export function shownToHer(event: RecordedEvent, me: DataSubject, facts: Facts): Data | undefined {
  const data = event.data as Data;
  if (me.role === 'operator') return data;
  switch (event.streamType) {
    case 'booking': {
      const status = facts.bookingStatus.get(String(data.bookingId));
      const family =
        me.role === 'parent' || (status !== undefined && FAMILY_VISIBLE_STATUSES.includes(status));
      const shown = family || !('parentName' in data) ? data : { ...data, parentName: null };
      return bookingTextShown(event.type, shown, me, facts);
    }
    case 'conversation':
      if (event.type === 'MessageSent' && data.senderId !== me.accountId) {
        const shared = facts.contactsShared.get(String(data.conversationId)) === true;
        return shared ? data : { ...data, text: maskContactDetails(String(data.text)).text };
      }
      if (event.type === 'MessageReported')
        return data.reporterId === me.accountId ? data : undefined;
      if (event.type === 'MessageReportDecided') return undefined;
      return data;
    case 'review':
      // Only what she wrote: the other side's review stays blind, and decisions are the team's.
      if (event.type === 'NannyReviewed') return data.parentId === me.accountId ? data : undefined;
      if (event.type === 'FamilyReviewed' || event.type === 'ReviewReplied') {
        return data.nannyId === me.accountId ? data : undefined;
      }
      return undefined;
    case 'incident':
      if (event.type === 'IncidentReported' && data.reporterId !== me.accountId) {
        return { ...data, description: null };
      }
      return data;
    default:
      return undefined;
  }
}

/** The other side's note or reason in a booking event, as the app shows it to her. */
function bookingTextShown(type: string, data: Data, me: DataSubject, facts: Facts): Data {
  const field = type === 'BookingRequested' ? 'note' : 'reason';
  const text = data[field];
  if (typeof text !== 'string' || bookingTextAuthor(type, data) === me.role) return data;
  const shared = facts.bookingContactsShared.get(String(data.bookingId)) === true;
  return { ...data, [field]: shownToOther(text, shared).text };
}

async function factsOf(db: Kysely<Database>, me: DataSubject): Promise<Facts> {
  const bookings = await db
    .selectFrom(bookingFacts().as('b'))
    .leftJoin(bookingConversationFacts().as('c'), 'c.booking_id', 'b.booking_id')
    .select(['b.booking_id', 'b.status', 'c.contacts_shared'])
    .where((eb) =>
      eb.or([eb('b.parent_id', '=', me.accountId), eb('b.nanny_id', '=', me.accountId)]),
    )
    .execute();
  const conversations = await db
    .selectFrom(conversationFacts().as('c'))
    .select(['conversation_id', 'contacts_shared'])
    .where((eb) => eb.or([eb('parent_id', '=', me.accountId), eb('nanny_id', '=', me.accountId)]))
    .execute();
  return {
    bookingStatus: new Map(bookings.map((b) => [b.booking_id, b.status])),
    bookingContactsShared: new Map(bookings.map((b) => [b.booking_id, b.contacts_shared === true])),
    contactsShared: new Map(conversations.map((c) => [c.conversation_id, c.contacts_shared])),
  };
}

/** Every account id is a UUID; event_mentions (migration 0037) indexes the UUIDs in events' data. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The events whose data names this id anywhere: found through the mentions index when the id is
 * a UUID (the exact test then runs on those rows only), else by the exact test on every event.
 */
export function namesHer(id: string) {
  const exact = sql<boolean>`jsonb_path_exists(data, '$.** ? (@ == $id)', jsonb_build_object('id', ${id}::text))`;
  return UUID_SHAPE.test(id)
    ? sql<boolean>`(event_mentions(data) @> array[${id}::text] and ${exact})`
    : exact;
}

/**
 * Every event of her own streams, and every other event that names her id anywhere in its data
 * (a booking, a message, a report), as she may see it. Who caused each one is said by role and
 * whether it was her; other people's ids in the metadata are left out.
 */
export async function exportEvents(
  deps: { db: Kysely<Database>; catalog: EventCatalog },
  me: DataSubject,
) {
  const { rows } = await sql<Selectable<EventsTable>>`
    select * from events
     where stream_id = any(${ownStreams(me.accountId)}::text[]) or ${namesHer(me.accountId)}
     order by position`.execute(deps.db);
  const facts = await factsOf(deps.db, me);
  const own = new Set(ownStreams(me.accountId));
  const events = [];
  const known = rows.filter((row) => deps.catalog.has(row.type));
  for (const event of await toRecordedEvents(deps.db, deps.catalog, known)) {
    const data = own.has(event.streamId) ? event.data : shownToHer(event, me, facts);
    if (data === undefined) continue;
    events.push({
      position: event.position,
      streamType: event.streamType,
      type: event.type,
      recordedAt: event.recordedAt.toISOString(),
      byMe: event.metadata.actorId === me.accountId,
      actorRole: event.metadata.actorRole ?? null,
      data,
    });
  }
  return events;
}
