import type { Kysely } from 'kysely';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';
import type { AuthContext } from '../../infra/auth/session-store.js';
import type { Database, StoredDocument } from '../../infra/db/schema.js';
import type { EventCatalog } from '../../infra/event-store/event-catalog.js';
import { FAMILY_VISIBLE_STATUSES } from '../../shared/booking-times.js';
import { bookingReasonAuthor, type BookingParty } from '../../shared/booking-texts.js';
import { shownToOther } from '../../shared/contact-details.js';
import { accountExportPart } from '../accounts/index.js';
import { incidentsExportPart } from '../incidents/index.js';
import { ledgerExportPart } from '../earnings/index.js';
import { conversationsExportPart, messageReportsExportPart } from '../messages/index.js';
import { savedSearchesExportPart } from '../search/index.js';
import { accessEntries } from './access-log.queries.js';
import { exportEvents } from './export-events.js';

type Db = Kysely<Database>;
type Me = Pick<AuthContext, 'accountId' | 'role'>;

/** A file as listed in the copy: what it is, never its bytes or where they are kept. */
const fileListing = (kind: string, file: StoredDocument | null) =>
  file && {
    kind,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.uploadedAt,
  };

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
  }));
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
    account: await accountExportPart(db, me),
    profile:
      me.role === 'parent'
        ? { parent: await parentProfile(db, me.accountId) }
        : me.role === 'nanny'
          ? { nanny: await nannyProfile(db, me.accountId) }
          : {},
    bookings: await bookingsPart(db, me),
    ledger: await ledgerExportPart(db, me),
    incidents: await incidentsExportPart(db, me),
    conversations: await conversationsExportPart(db, me),
    messageReports: await messageReportsExportPart(db, me),
    savedSearches: await savedSearchesExportPart(db, me),
    whoLooked: await accessEntries(db, me.accountId),
    events: await exportEvents(deps, me),
  };
}
