import type { Kysely } from 'kysely';
import type { AuthContext } from '../../infra/auth/session-store.js';
import type { Database } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';

type Db = Kysely<Database>;
type Me = Pick<AuthContext, 'accountId' | 'role'>;

// The ledger part of her copy of her data.

export async function ledgerExportPart(db: Db, me: Me) {
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
