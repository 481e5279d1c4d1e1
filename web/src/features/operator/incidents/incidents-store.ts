import { create } from 'zustand';
import { useOperatorEarningsStore } from '../money';
import type { IncidentDecision, IncidentView } from './incident-types';
import { fetchIncidents, sendDecision } from './incidents-api';

export type IncidentsLoad = 'idle' | 'loading' | 'ready' | 'failed';

export interface IncidentsState {
  load: IncidentsLoad;
  /** Reports waiting for a decision, safety first, then the oldest. */
  open: IncidentView[];
  /** Decided reports, newest decision first, with their outcome and note. */
  decided: IncidentView[];
  /** Loads both lists, showing "Loading" (the tab's first look, or Try again). */
  openFirst: () => Promise<void>;
  /** Brings both lists up to date in place, keeping what is shown on failure. */
  refresh: () => Promise<void>;
  /**
   * The live connection calls it for each `incident.changed` message. A decision changes a
   * nanny's clean count without a ledger line, so a ledger open in the dialog is refetched too.
   */
  applyIncidentChange: () => void;
  /** Records a decision; resolves with the server's message, rejects with its refusal. */
  decide: (incidentId: string, decision: IncidentDecision) => Promise<string>;
}

export const useOperatorIncidentsStore = create<IncidentsState>()((set, get) => {
  // Only the newest fetch may land, so a slow answer never replaces a newer one.
  let latest = 0;

  const fetchBoth = async (quiet: boolean) => {
    const ticket = ++latest;
    if (!quiet) set({ load: 'loading' });
    try {
      const [open, decided] = await Promise.all([
        fetchIncidents('open'),
        fetchIncidents('decided'),
      ]);
      if (ticket === latest) set({ load: 'ready', open, decided });
    } catch {
      if (ticket === latest && !quiet) set({ load: 'failed' });
    }
  };

  return {
    load: 'idle',
    open: [],
    decided: [],
    openFirst: () => fetchBoth(false),
    // Before the tab was first shown there is nothing on screen to bring up to date.
    refresh: () => (get().load === 'idle' ? Promise.resolve() : fetchBoth(true)),
    applyIncidentChange: () => {
      void get().refresh();
      void useOperatorEarningsStore.getState().refresh();
    },
    decide: async (incidentId, decision) => {
      const { message, incident } = await sendDecision(incidentId, decision);
      // Moves at once; the refetch (and the live message) bring the server's order.
      set((state) => ({
        open: state.open.filter((item) => item.id !== incident.id),
        decided: [incident, ...state.decided.filter((item) => item.id !== incident.id)],
      }));
      void fetchBoth(true);
      return message;
    },
  };
});
