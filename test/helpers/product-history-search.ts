import type { HistoryAppend } from './product-history.js';

/**
 * Saved searches: the parent saves two searches; the approved nanny matches the first, the day's
 * email lists her, and the second search is deleted.
 */
export function savedSearchHistory(who: { nanny: string; parent: string }): HistoryAppend {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 3, 9, minute)).toISOString();
  const parentId = who.parent;
  const search = (needs: string[]) => ({
    window: { date: '2026-03-09', start: '10:00', end: '12:00' },
    needs,
    languages: ['es'],
    cpr: true,
  });
  return [
    { id: `saved-searches-${parentId}`, type: 'saved-searches' },
    [
      {
        type: 'SearchSaved',
        data: {
          parentId,
          searchId: 'search-1',
          label: 'Mondays',
          search: search(['autism']),
          savedAt: at(0),
        },
      },
      {
        type: 'SearchSaved',
        data: {
          parentId,
          searchId: 'search-2',
          label: 'Seizure care',
          search: { ...search(['seizure-care']), window: null, favourites: true },
          savedAt: at(1),
        },
      },
      {
        type: 'SavedSearchMatched',
        data: { parentId, searchId: 'search-1', nannyId: who.nanny, matchedAt: at(2) },
      },
      {
        type: 'SearchAlertMailed',
        data: { parentId, nannyIds: [who.nanny], mailedAt: at(3) },
      },
      { type: 'SavedSearchDeleted', data: { parentId, searchId: 'search-2', deletedAt: at(4) } },
    ],
  ];
}
