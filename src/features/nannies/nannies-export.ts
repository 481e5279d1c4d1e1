import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';
import { fileListing } from '../../infra/storage/file-listing.js';
import { directoryListingOf } from '../search/index.js';
import { registryReading } from './credentials/credentials.queries.js';

type Db = Kysely<Database>;

// The nanny profile part of her copy of her data (docs/privacy.md, A copy of your data).

export async function nannyProfileExportPart(db: Db, nannyId: string) {
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
  const listing = await directoryListingOf(db, nannyId);
  const credential = await db
    .selectFrom('nanny_credentials')
    .select(['standing', 'certification_number', 'inactive_reason', 'expires_on', 'checked_on'])
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  const checks = await db
    .selectFrom('nanny_credential_history')
    .select(['kind', 'registry_status', 'expires_on', 'checked_on', 'recorded_at'])
    .where('nanny_id', '=', nannyId)
    .orderBy('stream_version')
    .execute();
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
      verifiedAt: iso(row.background_check_verified_at),
    },
    // Her RBT certification as operators last read it in the registry, and every reading.
    rbtCertification: credential && registryReading(credential),
    rbtCertificationChecks: checks.map((c) => ({
      kind: c.kind,
      registryStatus: c.registry_status,
      expiresOn: c.expires_on,
      checkedOn: c.checked_on,
      recordedAt: iso(c.recorded_at),
    })),
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
