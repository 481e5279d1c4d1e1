import type { Kysely } from 'kysely';
import type { AuthContext } from '../../infra/auth/session-store.js';
import type { Database, StoredDocument } from '../../infra/db/schema.js';
import type { EventCatalog } from '../../infra/event-store/event-catalog.js';
import { FAMILY_VISIBLE_STATUSES } from '../../shared/booking-times.js';
import { bookingReasonAuthor, type BookingParty } from '../../shared/booking-texts.js';
import { maskContactDetails, shownToOther } from '../../shared/contact-details.js';
import { accessEntries } from './access-log.queries.js';
import { exportEvents } from './export-events.js';

type Db = Kysely<Database>;
type Me = Pick<AuthContext, 'accountId' | 'role'>;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A file as listed in the copy: what it is, never its bytes or where they are kept. */
const fileListing = (kind: string, file: StoredDocument | null) =>
  file && {
    kind,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.uploadedAt,
  };

async function accountPart(db: Db, me: Me) {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', me.accountId)
    .executeTakeFirst();
  const credentials = await db
    .selectFrom('credentials')
    .select('updated_at')
    .where('account_id', '=', me.accountId)
    .executeTakeFirst();
  // Sessions are listed by their times only: their ids are token hashes.
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at'])
    .where('account_id', '=', me.accountId)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    id: me.accountId,
    role: me.role,
    email: account?.email ?? null,
    firstName: account?.first_name ?? null,
    lastName: account?.last_name ?? null,
    fullName: account?.full_name ?? null,
    emailVerified: account?.email_verified ?? null,
    signUpMethod: account?.sign_up_method ?? null,
    googleAccountLinked: account ? account.google_subject !== null : null,
    createdAt: iso(account?.created_at),
    suspendedAt: iso(account?.suspended_at),
    password: credentials ? { lastChangedAt: iso(credentials.updated_at) } : null,
    sessions: sessions.map((s) => ({ startedAt: iso(s.created_at), expiresAt: iso(s.expires_at) })),
  };
}

async function parentProfile(db: Db, parentId: string) {
  const row = await db
    .selectFrom('parent_profiles')
    .selectAll()
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fullName: row.full_name,
    email: row.email,
    multipleChildren: row.multiple_children,
    specialConsiderations: row.special_considerations,
    profilePhoto: fileListing('profile-photo', row.profile_photo),
    home: row.zip === null ? null : { zip: row.zip, city: row.city, state: row.state },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

async function nannyProfile(db: Db, nannyId: string) {
  const row = await db
    .selectFrom('nanny_profiles')
    .selectAll()
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  if (!row) return null;
  const singleDays = await db
    .selectFrom('nanny_single_days')
    .select(['date', 'start_time', 'end_time'])
    .where('nanny_id', '=', nannyId)
    .orderBy('date')
    .execute();
  const versions = await db
    .selectFrom('nanny_document_versions')
    .selectAll()
    .where('nanny_id', '=', nannyId)
    .orderBy('uploaded_at')
    .execute();
  const listing = await db
    .selectFrom('nanny_directory')
    .select(['zip', 'city', 'state', 'radius_miles', 'needs', 'languages', 'cpr_valid_until'])
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  return {
    fullName: row.full_name,
    email: row.email,
    bio: row.bio,
    status: row.status,
    rejectionReason: row.rejection_reason,
    agreedToPayment: row.agreed_to_payment,
    agreedAt: iso(row.agreed_at),
    weeklyAvailability: row.weekly_availability,
    singleDays: singleDays.map((d) => ({
      date: d.date,
      startTime: d.start_time,
      endTime: d.end_time,
    })),
    serviceArea: listing?.zip
      ? {
          zip: listing.zip,
          city: listing.city,
          state: listing.state,
          radiusMiles: listing.radius_miles,
        }
      : null,
    experience: { needs: listing?.needs ?? [], languages: listing?.languages ?? [] },
    documents: [
      fileListing('profile-photo', row.profile_photo),
      fileListing('rbt-certification', row.rbt_certification),
      fileListing('photo-id', row.photo_id),
      fileListing('background-check', row.background_check),
      fileListing('cpr-first-aid', row.cpr_first_aid),
    ].filter((file) => file !== null),
    backgroundCheck: {
      status: row.background_check_status,
      rejectionReason: row.background_check_rejection_reason,
    },
    cprFirstAid: {
      status: row.cpr_first_aid_status,
      validUntil: row.cpr_first_aid_valid_until,
      rejectionReason: row.cpr_first_aid_rejection_reason,
    },
    pendingProfileChange: row.pending_change && {
      fullName: row.pending_change.fullName,
      bio: row.pending_change.bio,
      photo: fileListing('profile-photo', row.pending_change.photo),
      submittedAt: row.pending_change.submittedAt,
    },
    profileChangeRejectionReason: row.change_rejection_reason,
    documentVersions: versions.map((v) => ({
      kind: v.kind,
      fileName: v.file_name,
      contentType: v.content_type,
      size: v.size,
      uploadedAt: iso(v.uploaded_at),
      replacedAt: iso(v.replaced_at),
      decision: v.decision,
      decidedAt: iso(v.decided_at),
      deletedAt: iso(v.deleted_at),
    })),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Her bookings; a nanny sees the family's name only where the app shows it to her, and the other
 * side's note and reason as the app shows them (contact details hidden until they are shared).
 */
async function bookingsPart(db: Db, me: Me) {
  const rows = await db
    .selectFrom('bookings as b')
    .leftJoin('conversation_bookings as cb', 'cb.booking_id', 'b.booking_id')
    .leftJoin('conversations as c', 'c.conversation_id', 'cb.conversation_id')
    .selectAll('b')
    .select('c.contacts_shared')
    .where((eb) =>
      eb.or([eb('b.parent_id', '=', me.accountId), eb('b.nanny_id', '=', me.accountId)]),
    )
    .orderBy('b.created_at')
    .execute();
  const asShown = (text: string, author: BookingParty | null, shared: boolean | null) =>
    author === me.role ? text : shownToOther(text, shared === true).text;
  return rows.map((b) => ({
    id: b.booking_id,
    nanny: { id: b.nanny_id, name: b.nanny_name },
    parent: {
      id: b.parent_id,
      name:
        b.parent_id === me.accountId || FAMILY_VISIBLE_STATUSES.includes(b.status)
          ? b.parent_name
          : null,
    },
    date: b.date,
    startTime: b.start_time,
    endTime: b.end_time,
    timeZone: b.time_zone,
    children: b.children,
    note: asShown(b.note, 'parent', b.contacts_shared),
    status: b.status,
    requestedAt: iso(b.created_at),
    respondedAt: iso(b.responded_at),
    reason:
      b.reason &&
      asShown(
        b.reason,
        bookingReasonAuthor({
          status: b.status,
          declinedBy: b.declined_by,
          cancelledBy: b.cancelled_by,
        }),
        b.contacts_shared,
      ),
    declinedBy: b.declined_by,
    cancelledBy: b.cancelled_by,
    lateCancellation: b.late,
    actualHours: b.actual_start_time && {
      startTime: b.actual_start_time,
      endTime: b.actual_end_time,
    },
    completedAt: iso(b.completed_at),
    confirmedBy: b.confirmed_by,
    confirmedAt: iso(b.confirmed_at),
    settleNote: b.settle_note,
    childIds: b.child_ids,
    carePlanAcknowledgedAt: iso(b.plan_acknowledged_at),
  }));
}

async function ledgerPart(db: Db, me: Me) {
  const rows = await db
    .selectFrom('ledger_lines')
    .selectAll()
    .where((eb) => eb.or([eb('parent_id', '=', me.accountId), eb('nanny_id', '=', me.accountId)]))
    .orderBy('recorded_at')
    .execute();
  return rows.map((l) => ({
    bookingId: l.booking_id,
    kind: l.kind,
    date: l.date,
    startTime: l.start_time,
    endTime: l.end_time,
    minutes: l.minutes,
    rateCents: l.rate_cents,
    amountCents: l.amount_cents,
    recordedAt: iso(l.recorded_at),
  }));
}

/** Reports on her sessions; another's description only reaches operators (as in the app). */
async function incidentsPart(db: Db, me: Me) {
  const rows = await db
    .selectFrom('incidents')
    .selectAll()
    .where((eb) => eb.or([eb('parent_id', '=', me.accountId), eb('nanny_id', '=', me.accountId)]))
    .orderBy('reported_at')
    .execute();
  return rows.map((i) => ({
    id: i.incident_id,
    bookingId: i.booking_id,
    reportedBy: i.reported_by,
    byMe: i.reporter_id === me.accountId,
    category: i.category,
    description: i.reporter_id === me.accountId ? i.description : null,
    status: i.status,
    note: i.note,
    reportedAt: iso(i.reported_at),
    decidedAt: iso(i.decided_at),
  }));
}

/** Her conversations as she reads them: the other's contact details stay masked as in the app. */
async function conversationsPart(db: Db, me: Me) {
  const conversations = await db
    .selectFrom('conversations as c')
    .leftJoin('accounts as na', 'na.id', 'c.nanny_id')
    .leftJoin('accounts as pa', 'pa.id', 'c.parent_id')
    .leftJoin('parent_profiles as p', 'p.parent_id', 'c.parent_id')
    .selectAll('c')
    .select((eb) => [
      'na.full_name as nanny_name',
      eb.fn.coalesce('p.full_name', 'pa.full_name').as('parent_name'),
    ])
    .where((eb) =>
      eb.or([eb('c.parent_id', '=', me.accountId), eb('c.nanny_id', '=', me.accountId)]),
    )
    .orderBy('c.opened_at')
    .execute();
  // Every message of her conversations in one read, grouped by conversation.
  const ids = conversations.map((c) => c.conversation_id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('conversation_messages')
          .select(['conversation_id', 'sender_id', 'text', 'sent_at'])
          .where('conversation_id', 'in', ids)
          .orderBy('conversation_id')
          .orderBy('seq')
          .execute();
  const messagesOf = new Map<string, typeof rows>();
  for (const m of rows) {
    const held = messagesOf.get(m.conversation_id);
    if (held) held.push(m);
    else messagesOf.set(m.conversation_id, [m]);
  }
  return conversations.map((c) => {
    const asParent = c.parent_id === me.accountId;
    return {
      id: c.conversation_id,
      with: asParent
        ? { role: 'nanny', name: c.nanny_name }
        : { role: 'parent', name: c.parent_name },
      contactsShared: c.contacts_shared,
      blockedByMe: asParent ? c.blocked_by_parent : c.blocked_by_nanny,
      openedAt: iso(c.opened_at),
      messages: (messagesOf.get(c.conversation_id) ?? []).map((m) => {
        const fromMe = m.sender_id === me.accountId;
        return {
          fromMe,
          text: fromMe || c.contacts_shared ? m.text : maskContactDetails(m.text).text,
          sentAt: iso(m.sent_at),
        };
      }),
    };
  });
}

async function reportsPart(db: Db, me: Me) {
  const rows = await db
    .selectFrom('message_reports')
    .select(['conversation_id', 'message_id', 'reason', 'status', 'reported_at'])
    .where('reporter_id', '=', me.accountId)
    .orderBy('reported_at')
    .execute();
  return rows.map((r) => ({
    conversationId: r.conversation_id,
    messageId: r.message_id,
    reason: r.reason,
    status: r.status,
    reportedAt: iso(r.reported_at),
  }));
}

/** Her children and every version of their care plans (a parent's own; nobody else's). */
async function childrenPart(db: Db, me: Me) {
  if (me.role !== 'parent') return [];
  const children = await db
    .selectFrom('children')
    .selectAll()
    .where('parent_id', '=', me.accountId)
    .orderBy('position')
    .execute();
  const versions = await db
    .selectFrom('care_plan_versions')
    .selectAll()
    .where('parent_id', '=', me.accountId)
    .orderBy('version')
    .execute();
  return children.map((c) => ({
    id: c.child_id,
    name: c.name,
    age: c.age,
    addedAt: iso(c.added_at),
    carePlan: c.plan,
    carePlanVersion: c.plan_version,
    carePlanVersions: versions
      .filter((v) => v.child_id === c.child_id)
      .map((v) => ({ version: v.version, plan: v.plan, revisedAt: iso(v.revised_at) })),
  }));
}

async function savedSearchesPart(db: Db, me: Me) {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('parent_id', '=', me.accountId)
    .orderBy('saved_at')
    .execute();
  return rows.map((s) => ({ label: s.label, search: s.search, savedAt: iso(s.saved_at) }));
}

/**
 * Everything the product holds about one person (docs/privacy.md, A copy of your data), built in
 * memory: one person's data is small. Nothing of anyone else beyond what the app already shows her.
 */
export async function buildDataExport(
  deps: { db: Db; catalog: EventCatalog; clock: () => Date },
  me: Me,
) {
  const { db } = deps;
  return {
    format: 'rbt-nanny-connect-data-export',
    version: 1,
    exportedAt: deps.clock().toISOString(),
    account: await accountPart(db, me),
    profile:
      me.role === 'parent'
        ? { parent: await parentProfile(db, me.accountId) }
        : me.role === 'nanny'
          ? { nanny: await nannyProfile(db, me.accountId) }
          : {},
    bookings: await bookingsPart(db, me),
    ledger: await ledgerPart(db, me),
    incidents: await incidentsPart(db, me),
    conversations: await conversationsPart(db, me),
    messageReports: await reportsPart(db, me),
    savedSearches: await savedSearchesPart(db, me),
    children: await childrenPart(db, me),
    whoLooked: await accessEntries(db, me.accountId),
    events: await exportEvents(deps, me),
  };
}
