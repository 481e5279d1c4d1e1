import { latestRequest } from './latest-request';
import type { Load } from './load-state';

interface OwnProfileState<P> {
  profile: P | null;
  load: Load;
}

/**
 * What the nanny's and the parent's stores do alike with the signed-in user's own profile: fetch
 * it afresh (the newest request wins, so a slow answer for a previous visit never replaces a
 * newer one), show the profile a write answers, and put on it a part a write answers alone.
 */
export function ownProfile<P extends object>(
  set: (state: Partial<OwnProfileState<P>>) => void,
  get: () => OwnProfileState<P>,
  firstAnswer: () => Promise<P>,
) {
  const latestFetch = latestRequest();
  const shownAnswer = (profile: P) => set({ profile, load: 'ready' });
  return {
    latestFetch,
    shownAnswer,
    /** Forgets whatever was held before (another account may have used it), then fetches. */
    fetchProfile: async () => {
      set({ profile: null, load: 'loading' });
      await latestFetch.run(firstAnswer, shownAnswer, () => set({ load: 'failed' }));
    },
    /** Shows the profile a write answers; rejects with the write's failure, for its form to say. */
    keep: async (write: Promise<P>) => shownAnswer(await write),
    /** Puts a part a write answered on the profile shown (none shown: the next fetch brings it). */
    patch: (part: Partial<P>) => {
      const { profile } = get();
      if (profile !== null) set({ profile: { ...profile, ...part } });
    },
  };
}
