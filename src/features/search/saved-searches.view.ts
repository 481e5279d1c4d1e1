import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { Database, SavedSearchFilters } from '../../infra/db/schema.js';
import {
  paramsOf,
  type DirectorySearch,
  type SearchParams,
} from '../../shared/directory-search.js';
import { SEARCH_ALERT_DAYS } from '../../shared/saved-searches.js';

/** A search as the URL carries it (no sort, no cursor): what the web app puts in the address. */
export const SavedParams = Type.Object({
  date: Type.Optional(Type.String({ maxLength: 10 })),
  start: Type.Optional(Type.String({ maxLength: 5 })),
  end: Type.Optional(Type.String({ maxLength: 5 })),
  needs: Type.Optional(Type.String({ maxLength: 400 })),
  languages: Type.Optional(Type.String({ maxLength: 400 })),
  cpr: Type.Optional(Type.String({ maxLength: 1 })),
  background: Type.Optional(Type.String({ maxLength: 1 })),
  favourites: Type.Optional(Type.String({ maxLength: 1 })),
});

export const SavedSearchView = Type.Object({
  id: Type.String(),
  label: Type.String(),
  search: SavedParams,
  savedAt: Type.String(),
  /** RBTs approved since it was saved who matched it, over the last SEARCH_ALERT_DAYS days. */
  newMatches: Type.Integer(),
});

/** A stored search as a DirectorySearch without its sort (the ids were checked when saved). */
export const directorySearchOf = (filters: SavedFilters): DirectorySearch => ({
  window: filters.window,
  needs: filters.needs as DirectorySearch['needs'],
  languages: filters.languages as DirectorySearch['languages'],
  cpr: filters.cpr,
  background: filters.background === true,
  favourites: filters.favourites === true,
  sort: null,
});
type SavedFilters = SavedSearchFilters;

/** The URL parameters of a stored search, as the parent's directory takes them. */
export const searchParamsOf = (filters: SavedFilters): SearchParams =>
  paramsOf(directorySearchOf(filters));

export const alertsSince = (now: Date) =>
  new Date(now.getTime() - SEARCH_ALERT_DAYS * 24 * 3600_000);

/** A parent's live searches, newest first, each with its count of recent matches. */
export async function savedSearchesOf(db: Kysely<Database>, parentId: string, now: Date) {
  const rows = await db
    .selectFrom('saved_searches as s')
    .leftJoin('saved_search_matches as m', (join) =>
      join.onRef('m.search_id', '=', 's.search_id').on('m.matched_at', '>=', alertsSince(now)),
    )
    .select([
      's.search_id',
      's.label',
      's.search',
      's.saved_at',
      sql<string>`count(m.nanny_id)`.as('new_matches'),
    ])
    .where('s.parent_id', '=', parentId)
    .groupBy(['s.search_id', 's.label', 's.search', 's.saved_at'])
    .orderBy('s.saved_at', 'desc')
    .orderBy('s.search_id')
    .execute();
  return rows.map((row) => ({
    id: row.search_id,
    label: row.label,
    search: searchParamsOf(row.search),
    savedAt: row.saved_at.toISOString(),
    newMatches: Number(row.new_matches),
  }));
}
