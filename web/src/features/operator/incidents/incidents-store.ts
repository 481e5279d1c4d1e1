import { create } from 'zustand';
import { useOperatorEarningsStore } from '../money';
import { decisionQueue, type DecisionQueueState } from '../shared/decision-queue';
import type { IncidentDecision, IncidentView } from './incident-types';
import { fetchIncidents, sendDecision } from './incidents-api';

/**
 * Reports waiting for a decision (`open`: safety first, then the oldest) and decided ones
 * (`decided`: newest decision first, with their outcome and note).
 */
export interface IncidentsState extends DecisionQueueState<IncidentView> {
  /**
   * The live connection calls it for each `incident.changed` message. A decision changes a
   * nanny's clean count without a ledger line, so a ledger open in the dialog is refetched too.
   */
  applyIncidentChange: () => void;
  /** Records a decision; resolves with the server's message, rejects with its refusal. */
  decide: (incidentId: string, decision: IncidentDecision) => Promise<string>;
}

export const useOperatorIncidentsStore = create<IncidentsState>()((set, get) => {
  const { fetchBoth, initial } = decisionQueue(fetchIncidents, set, get);
  return {
    ...initial,
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
