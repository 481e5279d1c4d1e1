import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { Projection } from '../../infra/projections/projection-registry.js';
import { SEARCH_EVENT_TYPES, type SearchEvent } from './search.events.js';

/**
 * saved_searches (each parent's live searches), saved_search_matches (the nannies they found,
 * and whether an email listed them yet) and search_alert_mail (when a parent was last emailed).
 */
export const searchProjection: Projection = {
  name: 'saved-searches',
  tables: ['saved_search_matches', 'search_alert_mail', 'saved_searches'],
  handles: SEARCH_EVENT_TYPES,
  apply: async (recorded, db) => {
    const event = recorded as unknown as RecordedEvent<SearchEvent>;
    switch (event.type) {
      case 'SearchSaved': {
        const e = event.data;
        await db
          .insertInto('saved_searches')
          .values({
            search_id: e.searchId,
            parent_id: e.parentId,
            label: e.label,
            search: JSON.stringify(e.search),
            saved_at: new Date(e.savedAt),
          })
          .onConflict((oc) => oc.column('search_id').doNothing())
          .execute();
        return;
      }
      case 'SavedSearchDeleted':
        // Its matches go with it: a deleted search neither shows alerts nor is mailed about.
        await db
          .deleteFrom('saved_search_matches')
          .where('search_id', '=', event.data.searchId)
          .execute();
        await db
          .deleteFrom('saved_searches')
          .where('search_id', '=', event.data.searchId)
          .execute();
        return;
      case 'SavedSearchMatched': {
        const e = event.data;
        await db
          .insertInto('saved_search_matches')
          .values({
            search_id: e.searchId,
            nanny_id: e.nannyId,
            parent_id: e.parentId,
            matched_at: new Date(e.matchedAt),
          })
          .onConflict((oc) => oc.columns(['search_id', 'nanny_id']).doNothing())
          .execute();
        return;
      }
      case 'SearchAlertMailed': {
        const e = event.data;
        const mailedAt = new Date(e.mailedAt);
        if (e.nannyIds.length > 0) {
          await db
            .updateTable('saved_search_matches')
            .set({ mailed_at: mailedAt })
            .where('parent_id', '=', e.parentId)
            .where('nanny_id', 'in', e.nannyIds)
            .where('mailed_at', 'is', null)
            .execute();
        }
        await db
          .insertInto('search_alert_mail')
          .values({ parent_id: e.parentId, last_mailed_at: mailedAt })
          .onConflict((oc) => oc.column('parent_id').doUpdateSet({ last_mailed_at: mailedAt }))
          .execute();
        return;
      }
    }
  },
};
