import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';
import { personal } from '../../infra/event-store/personal-data.js';

// A parent's saved searches and the alerts they raise, in one stream per parent.

const Instant = Type.String();
/** What a saved search asks for (a DirectorySearch without its sort); ids as in the URL. */
const SavedFilters = Type.Object({
  window: Type.Union([
    Type.Object({ date: Type.String(), start: Type.String(), end: Type.String() }),
    Type.Null(),
  ]),
  needs: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  cpr: Type.Boolean(),
  /** A current background check; absent on searches saved before the filter existed. */
  background: Type.Optional(Type.Boolean()),
  /** Only the parent's favourites; absent when not asked (and before the filter existed). */
  favourites: Type.Optional(Type.Boolean()),
});

const SearchSaved = Type.Object({
  parentId: Type.String(),
  searchId: Type.String(),
  label: personal(Type.String(), { owner: 'parentId' }),
  search: SavedFilters,
  savedAt: Instant,
});
const SavedSearchDeleted = Type.Object({
  parentId: Type.String(),
  searchId: Type.String(),
  deletedAt: Instant,
});
/** A newly approved nanny matched the search: the parent hears it live, and later by email. */
const SavedSearchMatched = Type.Object({
  parentId: Type.String(),
  searchId: Type.String(),
  nannyId: Type.String(),
  matchedAt: Instant,
});
/** The day's email of new matches went out (at most one a day). */
const SearchAlertMailed = Type.Object({
  parentId: Type.String(),
  nannyIds: Type.Array(Type.String()),
  mailedAt: Instant,
});

const schemas = { SearchSaved, SavedSearchDeleted, SavedSearchMatched, SearchAlertMailed };
type Schemas = typeof schemas;

export type SearchEvent = {
  [K in keyof Schemas]: { type: K; data: Static<Schemas[K]> };
}[keyof Schemas];

export const SEARCH_EVENT_TYPES = Object.keys(schemas) as SearchEvent['type'][];
export const searchEventTypes: EventTypeDefinition[] = SEARCH_EVENT_TYPES.map((type) => ({
  type,
  schema: schemas[type],
}));

export const savedSearchStreamId = (parentId: string) => `saved-searches-${parentId}`;
