import type { LiveMapper } from '../../infra/live/live-messages.js';
import type { SearchEvent } from './search.events.js';

/** A match tells its parent alone, with the search's name and the nanny's (nothing else). */
export const searchLiveMapper: LiveMapper = async (recorded, db) => {
  if (recorded.type !== 'SavedSearchMatched') return [];
  const { parentId, searchId, nannyId } = (
    recorded as unknown as Extract<SearchEvent, { type: 'SavedSearchMatched' }>
  ).data;
  const search = await db
    .selectFrom('saved_searches')
    .select('label')
    .where('search_id', '=', searchId)
    .executeTakeFirst();
  const nanny = await db
    .selectFrom('nanny_directory')
    .select('full_name')
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  // Deleted since, or a replay of history: nothing to announce.
  if (!search || !nanny) return [];
  return [
    {
      message: {
        type: 'search.alert',
        position: recorded.position,
        searchId,
        label: search.label,
        nannyId,
        nannyName: nanny.full_name,
      },
      to: { accountIds: [parentId] },
    },
  ];
};
