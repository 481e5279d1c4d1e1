import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SEARCH } from '@shared/directory-search';
import type { DirectoryCard, DirectoryPage } from './parent-types';

const api = vi.hoisted(() => ({
  fetchDirectoryPage: vi.fn<() => Promise<DirectoryPage>>(),
  fetchDirectoryCard: vi.fn<() => Promise<DirectoryCard | null>>(),
}));
vi.mock('./parent-api', () => api);

const { useDirectoryStore } = await import('./directory-store');

const card = (id: string, miles: number) =>
  ({
    id,
    fullName: id,
    bio: '',
    photoUrl: null,
    availabilitySummary: '',
    city: 'New York',
    state: 'NY',
    distance: { miles, label: `about ${miles} miles` },
    needs: ['autism'],
    languages: [],
    cprFirstAid: false,
    backgroundCheck: false,
    credentials: [],
    matchedNeeds: ['autism'],
    nextAvailableOn: null,
    rating: { average: null, count: 0 },
  }) satisfies DirectoryCard;

const page = (nannies: DirectoryCard[]): DirectoryPage => ({
  nannies,
  nextCursor: null,
  sort: 'distance',
  home: { zip: '10002', city: 'New York', state: 'NY' },
});
const autism = { ...EMPTY_SEARCH, needs: ['autism' as const] };
const shownIds = () => useDirectoryStore.getState().nannies.map((shown) => shown.id);

afterEach(() => vi.resetAllMocks());

describe('the live directory', () => {
  it('asks for her card under the search shown and places it in sort order', async () => {
    api.fetchDirectoryPage.mockResolvedValue(page([card('a', 1), card('c', 9)]));
    await useDirectoryStore.getState().show(autism);
    api.fetchDirectoryCard.mockResolvedValue(card('b', 4));
    await useDirectoryStore.getState().applyChange('b');
    expect(api.fetchDirectoryCard).toHaveBeenCalledWith(autism, 'b');
    expect(shownIds()).toEqual(['a', 'b', 'c']);

    api.fetchDirectoryCard.mockResolvedValue(null);
    await useDirectoryStore.getState().applyChange('a');
    expect(shownIds()).toEqual(['b', 'c']);
  });

  it('drops an answer for a search the parent has since left', async () => {
    api.fetchDirectoryPage.mockResolvedValue(page([card('a', 1)]));
    await useDirectoryStore.getState().show(autism);
    let answer: (value: DirectoryCard | null) => void = () => {};
    api.fetchDirectoryCard.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const change = useDirectoryStore.getState().applyChange('b');
    await useDirectoryStore.getState().show(EMPTY_SEARCH);
    answer(card('b', 2));
    await change;
    expect(shownIds()).toEqual(['a']);
  });

  it('keeps what is shown when her card cannot be fetched', async () => {
    api.fetchDirectoryPage.mockResolvedValue(page([card('a', 1)]));
    await useDirectoryStore.getState().show(autism);
    api.fetchDirectoryCard.mockRejectedValue(new Error('offline'));
    await useDirectoryStore.getState().applyChange('a');
    expect(shownIds()).toEqual(['a']);
  });
});
