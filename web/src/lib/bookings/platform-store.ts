import { create } from 'zustand';
import { api } from '../api/api';
import { useSessionStore } from '../session';

export interface PlatformState {
  /**
   * The reader's own IANA zone, the clock she reads times on (docs/product.md, Time zone): a
   * parent's or a nanny's ZIP's, else the platform's; null until known.
   */
  timeZone: string | null;
  /** The family's service fee on hours of care, in basis points; null until known. */
  serviceFeeBasisPoints: number | null;
  /** The platform's zone (`TIME_ZONE`): anyone's without a ZIP, and the operators'. */
  platformTimeZone: string | null;
  /** Whether the reader's zone is her ZIP's (false: no ZIP yet, or an operator). */
  zoneFromZip: boolean;
  /** Whether the reader has a ZIP, its zone known or not (a ZIP from before zones were kept). */
  hasZip: boolean;
  /** Fetches GET /api/platform once per signed-in account; a failure lets the next call try again. */
  load: () => Promise<void>;
  /** Fetches it again: her zone moved with the ZIP she just set. */
  reload: () => Promise<void>;
}

/** Whose zone was loaded: another account signed in on this page reads its own. */
const reader = () => useSessionStore.getState().user?.id ?? null;

export const usePlatformStore = create<PlatformState>()((set, get) => {
  let pending: Promise<void> | null = null;
  let loadedFor: string | null | undefined;
  const fetchZones = () => {
    const who = reader();
    pending ??= api
      .get('/api/platform')
      .then(
        ({ timeZone, viewerTimeZone, viewerZoneFromZip, viewerHasZip, serviceFeeBasisPoints }) => {
          loadedFor = who;
          set({
            timeZone: viewerTimeZone,
            platformTimeZone: timeZone,
            zoneFromZip: viewerZoneFromZip,
            hasZip: viewerHasZip,
            serviceFeeBasisPoints,
          });
        },
      )
      .catch(() => undefined)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return {
    timeZone: null,
    serviceFeeBasisPoints: null,
    platformTimeZone: null,
    zoneFromZip: false,
    hasZip: false,
    load: () => {
      if (get().timeZone !== null && loadedFor === reader()) return Promise.resolve();
      return fetchZones();
    },
    reload: async () => {
      await pending;
      return fetchZones();
    },
  };
});
