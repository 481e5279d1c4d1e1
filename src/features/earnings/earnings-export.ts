import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import { eitherPartyIs } from '../../infra/db/either-party.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';

// The ledger part of her copy of her data.

export async function ledgerExportPart(db: Kysely<Database>, me: DataSubject) {
  const rows = await db
    .selectFrom('ledger_lines')
    .selectAll()
    .where(eitherPartyIs(me.accountId))
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
