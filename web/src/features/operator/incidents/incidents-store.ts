import { create } from 'zustand';
import { latestRequest } from '../../../lib/latest-request';
import type { TabLoad } from '../../../lib/load-state';
import { useOperatorEarningsStore } from '../money';
import type { IncidentDecision, IncidentView } from './incident-types';
import { fetchIncidents, sendDecision } from './incidents-api';

export interface IncidentsState {
  load: TabLoad;
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
  const latest = latestRequest();

  const fetchBoth = async (quiet: boolean) => {
    if (!quiet) set({ load: 'loading' });
    await latest.run(
      () => Promise.all([fetchIncidents('open'), fetchIncidents('decided')]),
      ([open, decided]) => set({ load: 'ready', open, decided }),
      quiet ? undefined : () => set({ load: 'failed' }),
    );
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
