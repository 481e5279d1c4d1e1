import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./parent-api', () => ({
  fetchSavedSearches: vi.fn(() => Promise.resolve([])),
  fetchSearchAlerts: vi.fn(() => Promise.resolve([])),
  createSavedSearch: vi.fn(),
  deleteSavedSearch: vi.fn(() => Promise.resolve()),
}));

const { useSavedSearchesStore } = await import('./saved-searches-store');
const api = await import('./parent-api');

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

describe('saved searches before the directory shows them', () => {
  beforeEach(() => {
    useSavedSearchesStore.setState(useSavedSearchesStore.getInitialState());
    vi.mocked(api.fetchSavedSearches).mockClear();
    vi.mocked(api.fetchSearchAlerts).mockClear();
  });

  it('fetches nothing on a live match or a fresh socket until they are first asked for', async () => {
    useSavedSearchesStore.getState().noteMatch(match);
    await useSavedSearchesStore.getState().refresh();
    expect(api.fetchSavedSearches).not.toHaveBeenCalled();
    expect(api.fetchSearchAlerts).not.toHaveBeenCalled();
    // The match is still announced once they show.
    expect(useSavedSearchesStore.getState().notices).toHaveLength(1);

    await useSavedSearchesStore.getState().loadSearches();
    expect(useSavedSearchesStore.getState().load).toBe('ready');
    await useSavedSearchesStore.getState().refresh();
    expect(api.fetchSavedSearches).toHaveBeenCalledTimes(2);
  });
});
