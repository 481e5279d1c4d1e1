import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { NO_PROGRESS, type Progress } from './pay-rule.js';

/** Her clean count and raise as the ledger keeps them (none yet: no progress). */
export async function progressOf(db: Kysely<Database>, nannyId: string): Promise<Progress> {
  const row = await db
    .selectFrom('nanny_earnings_progress')
    .select(['clean_sessions', 'raised_since'])
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  return progressFromRow(row);
}

/** A nanny_earnings_progress row as the pay rule reads it (no row: no progress yet). */
export function progressFromRow(
  row: { clean_sessions: number; raised_since: Date | null } | undefined,
): Progress {
  return row
    ? { cleanSessions: row.clean_sessions, raisedSince: row.raised_since?.toISOString() ?? null }
    : NO_PROGRESS;
}
