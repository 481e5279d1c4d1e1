import { create } from 'zustand';

interface PlanChangesState {
  /** How many times each booking's care plans changed since the page opened (live). */
  revisions: Record<string, number>;
  /** The live connection calls it for each `care-plan.changed` message. */
  changed: (bookingId: string) => void;
}

/** Live changes to a booking's care plans, so its plans are fetched again as they change. */
export const usePlanChangesStore = create<PlanChangesState>()((set) => ({
  revisions: {},
  changed: (bookingId) =>
    set((state) => ({
      revisions: { ...state.revisions, [bookingId]: (state.revisions[bookingId] ?? 0) + 1 },
    })),
}));
