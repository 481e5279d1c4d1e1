import { useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { ConnectionIndicator } from '../components/connection-indicator';
import { LoadingScreen } from '../components/loading-screen';
import { useSessionStore } from '../lib/session';
import { AppShell } from './app-shell';

export function AppLayout() {
  const loading = useSessionStore((state) => state.status === 'loading');
  const signedIn = useSessionStore((state) => state.user !== null);
  // The page the session opens (a whole dashboard) is rendered at a transition's priority, in
  // slices the browser can interleave with other work, while the placeholder stays: a store's
  // update alone would render it in one long task, blocking a phone's main thread.
  const pageWaits = useDeferredValue(loading);
  return (
    <AppShell liveStatus={signedIn && <ConnectionIndicator />}>
      {pageWaits ? <LoadingScreen /> : <Outlet />}
    </AppShell>
  );
}
