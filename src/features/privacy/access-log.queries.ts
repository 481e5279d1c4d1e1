import { sql, type Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { validationError } from '../../infra/domain/errors.js';
import { accountFacts } from '../accounts/accounts.reads.js';
import {
  ACCESS_LOG_PAGE_SIZE,
  accessWhat,
  type AccessLogEntry,
  type AccessLogPage,
} from '../../shared/privacy.js';

const INVALID_CURSOR_MESSAGE = 'Invalid page cursor.';

/** "accessedAt~id" of a page's last entry; the next page starts strictly before it. */
const cursorOf = (entry: { at: string; id: number }) => `${entry.at}~${entry.id}`;

function parseCursor(cursor: string): { at: Date; id: number } {
  const [at, id, ...rest] = cursor.split('~');
  const date = new Date(at ?? '');
  const number = Number(id);
  if (rest.length > 0 || Number.isNaN(date.getTime()) || !Number.isSafeInteger(number)) {
    throw validationError(INVALID_CURSOR_MESSAGE);
  }
  return { at: date, id: number };
}

/**
 * Who opened her information, newest first. The viewer's name is read now (never stored with
 * the entry), so a renamed person shows her current name.
 */
export async function accessEntries(
  db: Kysely<Database>,
  ownerId: string,
  options: { before?: { at: Date; id: number }; limit?: number } = {},
): Promise<AccessLogEntry[]> {
  let query = db
    .selectFrom('access_log as l')
    .leftJoin(accountFacts().as('a'), 'a.id', 'l.viewer_id')
    .select(['l.id', 'l.viewer_role', 'l.item', 'l.detail', 'l.accessed_at', 'a.full_name'])
    .where('l.owner_id', '=', ownerId);
  if (options.before) {
    const { at, id } = options.before;
    query = query.where(sql<boolean>`(l.accessed_at, l.id) < (${at}::timestamptz, ${id}::bigint)`);
  }
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.orderBy('l.accessed_at', 'desc').orderBy('l.id', 'desc').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    viewer: { name: row.full_name ?? 'Unknown user', role: row.viewer_role },
    item: row.item,
    detail: row.detail,
    what: accessWhat(row.item, row.detail),
    at: row.accessed_at.toISOString(),
  }));
}

export async function accessLogPage(
  db: Kysely<Database>,
  ownerId: string,
  before: string | undefined,
): Promise<AccessLogPage> {
  const entries = await accessEntries(db, ownerId, {
    before: before === undefined ? undefined : parseCursor(before),
    limit: ACCESS_LOG_PAGE_SIZE + 1,
  });
  const page = entries.slice(0, ACCESS_LOG_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    entries: page,
    next: entries.length > ACCESS_LOG_PAGE_SIZE && last ? cursorOf(last) : null,
  };
}
