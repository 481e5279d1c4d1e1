import { create } from 'zustand';
import { api } from '../api/api';

export interface PlatformState {
  /** The platform's IANA time zone, in which booking times are wall-clock; null until known. */
  timeZone: string | null;
  /** The family's service fee on hours of care, in basis points; null until known. */
  serviceFeeBasisPoints: number | null;
  /** Fetches GET /api/platform once; a failure lets the next call try again. */
  load: () => Promise<void>;
}

export const usePlatformStore = create<PlatformState>()((set, get) => {
  let pending: Promise<void> | null = null;
  return {
    timeZone: null,
    serviceFeeBasisPoints: null,
    load: () => {
      if (get().timeZone !== null) return Promise.resolve();
      pending ??= api
        .get('/api/platform')
        .then(({ timeZone, serviceFeeBasisPoints }) => set({ timeZone, serviceFeeBasisPoints }))
        .catch(() => undefined)
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
});
