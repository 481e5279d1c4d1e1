import { useEffect } from 'react';
import { useLiveStore } from '../lib/live';
import { useSessionStore } from '../lib/session';
import { wireLiveUpdates } from './live-updates';

/** One socket for whoever is signed in, closed on sign-out; its messages reach the stores. */
export function useLiveUpdates(): void {
  const userId = useSessionStore((state) => state.user?.id ?? null);

  useEffect(() => wireLiveUpdates(), []);

  useEffect(() => {
    if (userId === null) return;
    const { connect, disconnect } = useLiveStore.getState();
    connect();
    return disconnect;
  }, [userId]);
}
