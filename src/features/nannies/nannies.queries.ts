import { todayIn } from '../../shared/booking-times.js';
import { backgroundCheckValidUntil, isValidOn, verifiedOnIn } from '../../shared/credentials.js';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NannyProfilesTable, StoredDocument } from '../../infra/db/schema.js';
import type { DocumentKind } from './nannies.events.js';
import { bookingFacts } from '../bookings/bookings.reads.js';
import { directoryFacts } from '../search/directory.reads.js';

export type NannyProfileRow = Selectable<NannyProfilesTable>;

export const COLUMN_BY_KIND = {
  'profile-photo': 'profile_photo',
  'rbt-certification': 'rbt_certification',
  'photo-id': 'photo_id',
  'background-check': 'background_check',
  'cpr-first-aid': 'cpr_first_aid',
} as const satisfies Record<DocumentKind, keyof NannyProfileRow>;

export function findNannyProfile(
  db: Kysely<Database>,
  nannyId: string,
): Promise<NannyProfileRow | undefined> {
  return db
    .selectFrom('nanny_profiles')
    .selectAll()
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
}

function findSingleDays(db: Kysely<Database>, nannyId: string) {
  return db
    .selectFrom('nanny_single_days')
    .select(['entry_id', 'date', 'start_time', 'end_time'])
    .where('nanny_id', '=', nannyId)
    .orderBy('date')
    .orderBy('start_time')
    .execute();
}

/**
 * Whether a parent is served this nanny's profile photo: while she is listed in the directory,
 * where any parent may find her, and always to a parent who has or had a booking with her, who
 * should know who is coming or came to her home (her bookings show the photo). Suspended, erased,
 * pending, rejected or withdrawn, she is not listed.
 */
export async function parentMaySeeNannyPhoto(
  db: Kysely<Database>,
  parentId: string,
  nannyId: string,
): Promise<boolean> {
  const listed = await db
    .selectFrom(directoryFacts().as('d'))
    .select('nanny_id')
    .where('nanny_id', '=', nannyId)
    .where('listed', '=', true)
    .executeTakeFirst();
  if (listed) return true;
  const booked = await db
    .selectFrom(bookingFacts().as('b'))
    .select('booking_id')
    .where('nanny_id', '=', nannyId)
    .where('parent_id', '=', parentId)
    .limit(1)
    .executeTakeFirst();
  return booked !== undefined;
}

export const documentOf = (row: NannyProfileRow, kind: DocumentKind): StoredDocument | null =>
  row[COLUMN_BY_KIND[kind]];

/** Where the app serves a nanny's file; the version in the query defeats stale caches. */
export const fileUrl = (
  nannyId: string,
  kind: DocumentKind | 'pending-photo',
  document: StoredDocument,
) => `/api/nannies/${nannyId}/files/${kind}?v=${Date.parse(document.uploadedAt)}`;

const documentInfo = (url: string, stored: StoredDocument) => ({
  url,
  contentType: stored.contentType,
  uploadedAt: stored.uploadedAt,
  fileName: stored.fileName,
});

/** Her area and experience as the directory holds them; coordinates never leave the server. */
export async function searchProfileOf(db: Kysely<Database>, nannyId: string) {
  const row = await db
    .selectFrom(directoryFacts().as('d'))
    .select(['zip', 'city', 'state', 'radius_miles', 'needs', 'languages'])
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  return {
    serviceArea:
      row?.zip != null
        ? {
            zip: row.zip,
            city: row.city ?? '',
            state: row.state ?? '',
            radiusMiles: row.radius_miles,
          }
        : null,
    experience: { needs: row?.needs ?? [], languages: row?.languages ?? [] },
  };
}

/** Her CPR / First Aid card and its review, as she and operators see it. */
export function cprFirstAidOf(row: NannyProfileRow) {
  const stored = row.cpr_first_aid;
  return {
    document: stored && documentInfo(fileUrl(row.nanny_id, 'cpr-first-aid', stored), stored),
    status: stored === null ? ('none' as const) : (row.cpr_first_aid_status ?? 'pending'),
    validUntil: row.cpr_first_aid_valid_until,
    rejectionReason: row.cpr_first_aid_rejection_reason,
  };
}

/** Her own view of her name, bio and photo: what she last saved, waiting for review or not. */
function ownVersion(row: NannyProfileRow) {
  const pending = row.pending_change;
  const photo = pending?.photo
    ? documentInfo(fileUrl(row.nanny_id, 'pending-photo', pending.photo), pending.photo)
    : null;
  return {
    fullName: pending?.fullName ?? row.full_name,
    bio: pending?.bio ?? row.bio,
    pendingPhoto: photo,
    profileChange: pending
      ? { status: 'pending' as const, rejectionReason: null }
      : row.change_rejection_reason === null
        ? null
        : { status: 'rejected' as const, rejectionReason: row.change_rejection_reason },
  };
}

/** The platform zone and its date: a background check's age is read on its calendar. */
export interface PlatformDay {
  zone: string;
  today: string;
}

/**
 * Her verified background check's last valid day (12 months, the shared "valid until" rule) and
 * whether it has passed ("Background check expired"); nulls while none is in force.
 */
function backgroundAgeOf(row: NannyProfileRow, day: PlatformDay) {
  if (row.background_check_verified_at === null) return { validUntil: null, expired: false };
  const validUntil = backgroundCheckValidUntil(
    verifiedOnIn(row.background_check_verified_at, day.zone),
  );
  return { validUntil, expired: !isValidOn(validUntil, day.today) };
}

/** Her background check as she and the operators see it: the file shown, its review, its age. */
export function backgroundCheckOf<File extends object>(
  file: File | null,
  row: NannyProfileRow,
  day: PlatformDay,
) {
  return (
    file && {
      ...file,
      status: row.background_check_status ?? 'pending',
      rejectionReason: row.background_check_rejection_reason,
      ...backgroundAgeOf(row, day),
    }
  );
}

/** The dashboard's view of a nanny, as the web app's NannyProfile type. */
export async function nannyProfileView(
  db: Kysely<Database>,
  row: NannyProfileRow,
  day: PlatformDay,
) {
  const document = (kind: DocumentKind) => {
    const stored = documentOf(row, kind);
    return stored ? documentInfo(fileUrl(row.nanny_id, kind, stored), stored) : null;
  };
  const singleDays = await findSingleDays(db, row.nanny_id);
  const { serviceArea, experience } = await searchProfileOf(db, row.nanny_id);
  const own = ownVersion(row);
  return {
    id: row.nanny_id,
    fullName: own.fullName,
    email: row.email,
    bio: own.bio,
    status: row.status,
    rejectionReason: row.rejection_reason,
    profileChange: own.profileChange,
    agreedToPayment: row.agreed_to_payment,
    profilePhoto: own.pendingPhoto ?? document('profile-photo'),
    rbtCertification: document('rbt-certification'),
    photoId: document('photo-id'),
    backgroundCheck: backgroundCheckOf(document('background-check'), row, day),
    cprFirstAid: cprFirstAidOf(row),
    serviceArea,
    experience,
    weeklyAvailability: row.weekly_availability,
    singleDayAvailability: singleDays.map((d) => ({
      id: d.entry_id,
      date: d.date,
      startTime: d.start_time,
      endTime: d.end_time,
    })),
  };
}

/** Today in the platform's zone, on the app's clock. */
export const platformDay = (deps: { clock: () => Date; config: { timeZone: string } }) => ({
  zone: deps.config.timeZone,
  today: todayIn(deps.clock(), deps.config.timeZone),
});
