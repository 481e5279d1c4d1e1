import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import { eitherPartyIs } from '../../infra/db/either-party.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';

// The incidents part of her copy of her data.

/** Reports on her sessions; another's description only reaches operators (as in the app). */
export async function incidentsExportPart(db: Kysely<Database>, me: DataSubject) {
  const rows = await db
    .selectFrom('incidents')
    .selectAll()
    .where(eitherPartyIs(me.accountId))
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
