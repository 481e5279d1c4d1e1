import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./parent-api', () => ({
  fetchSavedSearches: vi.fn(() => Promise.resolve([])),
  fetchSearchAlerts: vi.fn(() => Promise.resolve([])),
  createSavedSearch: vi.fn(),
  deleteSavedSearch: vi.fn(() => Promise.resolve()),
}));

const { useSavedSearchesStore } = await import('./saved-searches-store');

const match = { searchId: 's1', label: 'Mondays', nannyId: 'n1', nannyName: 'Nora Quinn' };

describe('saved search notices', () => {
  beforeEach(() => useSavedSearchesStore.setState({ notices: [] }));

  it('announces a new match once, however often it arrives, newest first', () => {
    const { noteMatch } = useSavedSearchesStore.getState();
    noteMatch(match);
    noteMatch(match);
    noteMatch({ ...match, nannyId: 'n2', nannyName: 'Bea Blank' });
    expect(useSavedSearchesStore.getState().notices.map((notice) => notice.text)).toEqual([
      'New match for “Mondays”: Bea Blank',
      'New match for “Mondays”: Nora Quinn',
    ]);
  });

  it('lets the parent dismiss a notice', () => {
    useSavedSearchesStore.getState().noteMatch(match);
    useSavedSearchesStore.getState().dismiss('s1:n1');
    expect(useSavedSearchesStore.getState().notices).toEqual([]);
  });
});
