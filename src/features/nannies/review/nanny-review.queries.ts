import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../infra/db/schema.js';
import { validationError } from '../../../infra/domain/errors.js';
import { missingForApproval } from './review.decider.js';
import {
  backgroundCheckOf,
  cprFirstAidOf,
  fileUrl,
  type NannyProfileRow,
  type PlatformDay,
} from '../nannies.queries.js';
import type { DocumentKind } from '../nannies.events.js';

const REVIEW_PAGE_SIZE = 25;
type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A nanny as an operator reviews her: documents, background check, what approval still needs. */
export function operatorView(row: NannyProfileRow, day: PlatformDay) {
  const doc = (kind: DocumentKind, stored: NannyProfileRow['profile_photo']) =>
    stored && {
      url: fileUrl(row.nanny_id, kind, stored),
      contentType: stored.contentType,
      uploadedAt: stored.uploadedAt,
      fileName: stored.fileName,
    };
  return {
    id: row.nanny_id,
    fullName: row.full_name,
    email: row.email,
    bio: row.bio,
    status: row.status,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at.toISOString(),
    profilePhoto: doc('profile-photo', row.profile_photo),
    rbtCertification: doc('rbt-certification', row.rbt_certification),
    photoId: doc('photo-id', row.photo_id),
    backgroundCheck: backgroundCheckOf(doc('background-check', row.background_check), row, day),
    cprFirstAid: cprFirstAidOf(row),
    missingForApproval: missingForApproval({
      hasPhoto: row.profile_photo !== null,
      hasBio: row.bio.trim() !== '',
      hasCertification: row.rbt_certification !== null,
      hasPhotoId: row.photo_id !== null,
    }),
  };
}

const encode = (row: NannyProfileRow) =>
  Buffer.from(JSON.stringify([row.created_at.toISOString(), row.nanny_id])).toString('base64url');

function decode(cursor: string): { createdAt: Date; nannyId: string } {
  try {
    const [createdAt, nannyId] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    const date = new Date(String(createdAt));
    if (typeof nannyId !== 'string' || Number.isNaN(date.getTime())) throw new Error('bad cursor');
    return { createdAt: date, nannyId };
  } catch {
    throw validationError('This page link is not valid. Please go back to the first page.');
  }
}

/** One page of the review queue for a status, newest sign-ups first, by keyset. */
export async function reviewPage(
  db: Kysely<Database>,
  status: ReviewStatus,
  cursor: string | undefined,
  day: PlatformDay,
) {
  let query = db
    .selectFrom('nanny_profiles')
    .selectAll()
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .orderBy('nanny_id', 'desc')
    .limit(REVIEW_PAGE_SIZE + 1);
  if (cursor !== undefined) {
    const after = decode(cursor);
    query = query.where(
      sql<boolean>`(created_at, nanny_id) < (${after.createdAt}, ${after.nannyId})`,
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, REVIEW_PAGE_SIZE);
  return {
    nannies: page.map((row) => operatorView(row, day)),
    nextCursor: rows.length > REVIEW_PAGE_SIZE ? encode(page.at(-1)!) : null,
  };
}
