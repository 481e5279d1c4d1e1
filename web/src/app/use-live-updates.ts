import { useEffect } from 'react';
import { useLiveStore } from '../lib/live';
import { useSessionStore } from '../lib/session';
import { wireSessionLiveUpdates } from './live/session-live';

/**
 * One socket for whoever is signed in, closed on sign-out. Its messages reach the stores through
 * the wiring each role's page adds as it mounts (live/<role>-live.ts).
 */
export function useLiveUpdates(): void {
  const userId = useSessionStore((state) => state.user?.id ?? null);

  useEffect(() => wireSessionLiveUpdates(), []);

  useEffect(() => {
    if (userId === null) return;
    const { connect, disconnect } = useLiveStore.getState();
    connect();
    return disconnect;
  }, [userId]);
}
