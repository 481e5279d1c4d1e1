import type { Kysely } from 'kysely';
import type { Database } from '../../../infra/db/schema.js';
import { fileUrl, type NannyProfileRow } from '../nannies.queries.js';

/** How many changes the console lists at once, oldest first; the rest follow as these go. */
export const CHANGES_SHOWN = 50;

/** One approved nanny's waiting change, as an operator reviews it: before and after. */
export function changeView(row: NannyProfileRow) {
  const pending = row.pending_change!;
  const listedPhoto =
    row.profile_photo && fileUrl(row.nanny_id, 'profile-photo', row.profile_photo);
  const newPhoto = pending.photo && fileUrl(row.nanny_id, 'pending-photo', pending.photo);
  const changed = [
    ...(pending.fullName === row.full_name ? [] : ['fullName' as const]),
    ...(pending.bio === row.bio ? [] : ['bio' as const]),
    ...(newPhoto === null ? [] : ['photo' as const]),
  ];
  return {
    nannyId: row.nanny_id,
    changeId: pending.changeId,
    email: row.email,
    submittedAt: pending.submittedAt,
    changed,
    before: { fullName: row.full_name, bio: row.bio, photoUrl: listedPhoto },
    after: { fullName: pending.fullName, bio: pending.bio, photoUrl: newPhoto ?? listedPhoto },
  };
}

/** Changes to review: the approved nannies whose edits wait, longest waiting first. */
export async function changesToReview(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('nanny_profiles')
    .selectAll()
    .where('pending_change_at', 'is not', null)
    .orderBy('pending_change_at')
    .orderBy('nanny_id')
    .limit(CHANGES_SHOWN + 1)
    .execute();
  return {
    changes: rows.slice(0, CHANGES_SHOWN).map(changeView),
    more: rows.length > CHANGES_SHOWN,
  };
}
