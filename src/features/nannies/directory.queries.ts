import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NannyDirectoryTable } from '../../infra/db/schema.js';
import { validationError } from '../../infra/domain/errors.js';

export const DIRECTORY_PAGE_SIZE = 24;

interface Cursor {
  listedAt: Date;
  nannyId: string;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.listedAt.toISOString(), cursor.nannyId])).toString(
    'base64url',
  );

function decodeCursor(raw: string): Cursor {
  try {
    const [listedAt, nannyId] = JSON.parse(
      Buffer.from(raw, 'base64url').toString('utf8'),
    ) as unknown[];
    const date = new Date(String(listedAt));
    if (typeof nannyId !== 'string' || Number.isNaN(date.getTime())) throw new Error('bad cursor');
    return { listedAt: date, nannyId };
  } catch {
    throw validationError('This page link is not valid. Please go back to the first page.');
  }
}

type CardRow = Pick<
  Selectable<NannyDirectoryTable>,
  'nanny_id' | 'full_name' | 'bio' | 'photo_version' | 'availability_summary'
>;

/** A nanny's card as parents see it: never documents or email. */
export const directoryCard = (row: CardRow) => ({
  id: row.nanny_id,
  fullName: row.full_name,
  bio: row.bio,
  photoUrl: row.photo_version
    ? `/api/nannies/${row.nanny_id}/files/profile-photo?v=${row.photo_version}`
    : null,
  availabilitySummary: row.availability_summary,
});

/** Her card as listed now; undefined while she is not in the directory. */
export async function listedCard(db: Kysely<Database>, nannyId: string) {
  const row = await db
    .selectFrom('nanny_directory')
    .select(['nanny_id', 'full_name', 'bio', 'photo_version', 'availability_summary'])
    .where('nanny_id', '=', nannyId)
    .where('listed', '=', true)
    .executeTakeFirst();
  return row && directoryCard(row);
}

/**
 * One page of approved nannies, newest approvals first, by keyset on (listed_at, nanny_id)
 * through the partial index: each page costs the same however deep, and each nanny appears
 * once across pages even while others are approved meanwhile.
 */
export async function directoryPage(db: Kysely<Database>, rawCursor: string | undefined) {
  const cursor = rawCursor === undefined ? undefined : decodeCursor(rawCursor);
  let query = db
    .selectFrom('nanny_directory')
    .select(['nanny_id', 'full_name', 'bio', 'photo_version', 'availability_summary', 'listed_at'])
    .where('listed', '=', true)
    .orderBy('listed_at', 'desc')
    .orderBy('nanny_id', 'desc')
    .limit(DIRECTORY_PAGE_SIZE + 1);
  if (cursor) {
    query = query.where(
      sql<boolean>`(listed_at, nanny_id) < (${cursor.listedAt}, ${cursor.nannyId})`,
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    nannies: page.map(directoryCard),
    nextCursor:
      rows.length > DIRECTORY_PAGE_SIZE && last?.listed_at
        ? encodeCursor({ listedAt: last.listed_at, nannyId: last.nanny_id })
        : null,
  };
}
