import { create } from 'zustand';
import { latestRequest } from '../../../lib/latest-request';
import type { Load } from '../../../lib/load-state';
import { firstPageOf, withNext } from '../../../lib/paging/cursor-stack';
import { pageMoves } from '../../../lib/paging/page-moves';
import type { CursorStack } from '../../../lib/paging/cursor-stack';
import { fetchQueuePage, sendReviewAction } from './review-api';
import type { OperatorNanny, QueueStatus, ReviewAction } from './review-types';
import { settle } from './queue-rules';

export interface OperatorState {
  status: QueueStatus;
  load: Load;
  nannies: OperatorNanny[];
  cursors: CursorStack<string>;
  /** Shows the first page of another status. */
  show: (status: QueueStatus) => Promise<void>;
  openFirst: () => Promise<void>;
  next: () => Promise<void>;
  previous: () => Promise<void>;
  retry: () => Promise<void>;
  /**
   * Brings the page shown up to date in place, keeping it on failure. The live connection calls
   * it when the server says the queue changed.
   */
  refreshQueue: () => Promise<void>;
  /** A nanny's review data changed (`queue.changed`): the page shown is fetched again. */
  applyQueueChange: (nannyId: string) => void;
  /**
   * Sends a decision and puts the answer in the list (or takes her out of it when her status no
   * longer matches). Rejects on failure, so the form shows the server's message.
   */
  act: (nannyId: string, action: ReviewAction) => Promise<OperatorNanny>;
}

export const useOperatorStore = create<OperatorState>()((set, get) => {
  // A slow page never replaces the one asked for after it.
  const latest = latestRequest();

  const fetchInto = async (status: QueueStatus, cursors: CursorStack<string>, quiet: boolean) => {
    if (!quiet) set({ status, load: 'loading', cursors, nannies: [] });
    await latest.run(
      () => fetchQueuePage(status, cursors.current),
      (page) =>
        set({ load: 'ready', nannies: page.nannies, cursors: withNext(cursors, page.nextCursor) }),
      quiet ? undefined : () => set({ load: 'failed' }),
    );
  };
  const moves = pageMoves(() => ({ ...get(), query: get().status }), fetchInto);
  const refreshQueue = moves.refresh;

  return {
    status: 'pending',
    load: 'loading',
    nannies: [],
    cursors: firstPageOf<string>(),
    show: (status) => moves.first(status),
    openFirst: () => moves.first(),
    next: moves.next,
    previous: moves.previous,
    retry: moves.again,
    refreshQueue,
    applyQueueChange: () => void refreshQueue(),
    act: async (nannyId, action) => {
      const updated = await sendReviewAction(nannyId, action);
      set((state) => ({ nannies: settle(state.nannies, updated, state.status) }));
      return updated;
    },
  };
});
