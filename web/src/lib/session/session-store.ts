import { create } from 'zustand';
import { fetchSessionUser } from './session-api';
import type { SessionStatus, SessionUser } from './session-types';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Asks the server who is signed in. Concurrent calls share one request. */
  resolve: () => Promise<void>;
  signedIn: (user: SessionUser) => void;
  signedOut: () => void;
}

export const useSessionStore = create<SessionState>()((set) => {
  let inFlight: Promise<void> | null = null;

  const resolve = (): Promise<void> => {
    if (inFlight !== null) return inFlight;
    inFlight = fetchSessionUser()
      .then(
        (user) => {
          set(user === null ? { status: 'signed-out', user: null } : { status: 'signed-in', user });
        },
        () => {
          // A failed lookup is treated as signed out rather than retried, so a broken or
          // unreachable API cannot trap the page in a request loop; the landing page still works.
          set({ status: 'signed-out', user: null });
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    status: 'loading',
    user: null,
    resolve,
    signedIn: (user) => set({ status: 'signed-in', user }),
    signedOut: () => set({ status: 'signed-out', user: null }),
  };
});
