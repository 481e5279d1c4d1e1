import {
  defineProjection,
  everyOf,
  type ReadTableSpec,
  type TypedRows,
} from '../../infra/projections/define-projection.js';
import { SEARCH_EVENT_TYPES, type SearchEvent } from './search.events.js';

const savedSearchMatches: ReadTableSpec<'saved_search_matches'> = {
  name: 'saved_search_matches',
  key: ['search_id', 'nanny_id'],
  lookups: ['search_id', 'parent_id', 'nanny_id'],
};
const searchAlertMail: ReadTableSpec<'search_alert_mail'> = {
  name: 'search_alert_mail',
  key: ['parent_id'],
};
const savedSearches: ReadTableSpec<'saved_searches'> = {
  name: 'saved_searches',
  key: ['search_id'],
  json: ['search'],
  lookups: ['parent_id'],
};

/** Erasure: an erased account's searches, and every match that names her, go with her. */
type Tables = 'saved_search_matches' | 'search_alert_mail' | 'saved_searches';

type ErasureFact = { type: 'AccountErased'; data: { accountId: string; erasedAt: string } };

/**
 * saved_searches (each parent's live searches), saved_search_matches (the nannies they found,
 * and whether an email listed them yet) and search_alert_mail (when a parent was last emailed).
 */
export const searchProjection = defineProjection<SearchEvent | ErasureFact, Tables>({
  name: 'saved-searches',
  tables: [savedSearchMatches, searchAlertMail, savedSearches],
  events: { ...everyOf(SEARCH_EVENT_TYPES), AccountErased: true },
  fold: (event, rows) => {
    switch (event.type) {
      case 'AccountErased': {
        forgetAccount(rows, event.data.accountId);
        return;
      }
      case 'SearchSaved': {
        const e = event.data;
        rows.insert(
          'saved_searches',
          {
            search_id: e.searchId,
            parent_id: e.parentId,
            label: e.label,
            search: e.search,
            saved_at: new Date(e.savedAt),
          },
          'keep',
        );
        return;
      }
      case 'SavedSearchDeleted': {
        // Its matches go with it: a deleted search neither shows alerts nor is mailed about.
        const { searchId } = event.data;
        for (const match of rows.find('saved_search_matches', 'search_id', searchId))
          rows.remove('saved_search_matches', { search_id: searchId, nanny_id: match.nanny_id });
        rows.remove('saved_searches', { search_id: searchId });
        return;
      }
      case 'SavedSearchMatched': {
        const e = event.data;
        rows.insert(
          'saved_search_matches',
          {
            search_id: e.searchId,
            nanny_id: e.nannyId,
            parent_id: e.parentId,
            matched_at: new Date(e.matchedAt),
          },
          'keep',
        );
        return;
      }
      case 'SearchAlertMailed': {
        const e = event.data;
        const mailedAt = new Date(e.mailedAt);
        if (e.nannyIds.length > 0) {
          const mailed = new Set<unknown>(e.nannyIds);
          for (const match of rows.find('saved_search_matches', 'parent_id', e.parentId)) {
            if (!mailed.has(match.nanny_id) || match.mailed_at != null) continue;
            const key = { search_id: match.search_id, nanny_id: match.nanny_id };
            rows.update('saved_search_matches', key, { mailed_at: mailedAt });
          }
        }
        rows.insert('search_alert_mail', { parent_id: e.parentId, last_mailed_at: mailedAt }, [
          'last_mailed_at',
        ]);
        return;
      }
    }
  },
});

/** A parent's searches, their matches and alert-mail row; or every match listing a nanny. */
function forgetAccount(rows: TypedRows<Tables>, accountId: string): void {
  for (const column of ['parent_id', 'nanny_id'] as const) {
    for (const match of rows.find('saved_search_matches', column, accountId))
      rows.remove('saved_search_matches', { search_id: match.search_id, nanny_id: match.nanny_id });
  }
  for (const search of rows.find('saved_searches', 'parent_id', accountId))
    rows.remove('saved_searches', { search_id: search.search_id });
  rows.remove('search_alert_mail', { parent_id: accountId });
}
