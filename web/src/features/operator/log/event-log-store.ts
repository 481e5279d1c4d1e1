import { create } from 'zustand';
import { refusalText } from '../../../lib/failure-text';
import { latestRequest } from '../../../lib/latest-request';
import type { Load } from '../../../lib/load-state';
import { firstPageOf, withNext } from '../../../lib/paging/cursor-stack';
import { pageMoves } from '../../../lib/paging/page-moves';
import type { CursorStack } from '../../../lib/paging/cursor-stack';
import { noFilters } from './event-query';
import { fetchEventPage, fetchStream } from './log-api';
import type { EventFilters, LogEvent } from './log-types';

/** One stream's full history, shown in a dialog over the log. */
interface OpenStream {
  streamId: string;
  load: Load;
  events: LogEvent[];
}

export interface EventLogState {
  /** The filters of the page shown (the form's draft lives in the form). */
  filters: EventFilters;
  load: Load;
  /** The server's reason when it refused the filters (400); null for any other failure. */
  refusal: string | null;
  events: LogEvent[];
  /** Pages by position: each page's cursor is the position the page before ended at. */
  cursors: CursorStack<number>;
  /** Events appended since the page was loaded, as the live connection reported them. */
  newEvents: number;
  stream: OpenStream | null;
  openFirst: () => Promise<void>;
  apply: (filters: EventFilters) => Promise<void>;
  next: () => Promise<void>;
  previous: () => Promise<void>;
  /** Loads the page shown again (after a failure, or to take in new events). */
  reload: () => Promise<void>;
  /**
   * Brings the page shown up to date in place, keeping it on failure. The live connection calls
   * it when it could not catch up (resync), since the count of new events is then unknown.
   */
  refresh: () => Promise<void>;
  /** The live connection calls it for each `log.appended` message. */
  noteNewEvent: () => void;
  openStream: (streamId: string) => Promise<void>;
  closeStream: () => void;
}

export const useEventLogStore = create<EventLogState>()((set, get) => {
  const latestPage = latestRequest();
  const latestStream = latestRequest();

  const fetchInto = async (filters: EventFilters, cursors: CursorStack<number>, quiet: boolean) => {
    if (quiet) set({ newEvents: 0 });
    else set({ filters, cursors, load: 'loading', refusal: null, events: [], newEvents: 0 });
    await latestPage.run(
      () => fetchEventPage(filters, cursors.current),
      (page) =>
        set({ load: 'ready', events: page.events, cursors: withNext(cursors, page.nextAfter) }),
      // A quiet refresh that fails keeps what is shown.
      quiet ? undefined : (error) => set({ load: 'failed', refusal: refusalText(error, [400]) }),
    );
  };
  const moves = pageMoves(() => ({ ...get(), query: get().filters }), fetchInto);

  return {
    filters: noFilters,
    load: 'loading',
    refusal: null,
    events: [],
    cursors: firstPageOf<number>(),
    newEvents: 0,
    stream: null,
    openFirst: () => moves.first(),
    apply: (filters) => moves.first(filters),
    next: moves.next,
    previous: moves.previous,
    reload: moves.again,
    refresh: moves.refresh,
    noteNewEvent: () => set((state) => ({ newEvents: state.newEvents + 1 })),
    openStream: async (streamId) => {
      set({ stream: { streamId, load: 'loading', events: [] } });
      await latestStream.run(
        () => fetchStream(streamId),
        (events) => set({ stream: { streamId, load: 'ready', events } }),
        () => set({ stream: { streamId, load: 'failed', events: [] } }),
      );
    },
    closeStream: () => {
      latestStream.drop();
      set({ stream: null });
    },
  };
});
