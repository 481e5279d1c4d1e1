import { Outlet } from 'react-router';
import { ConnectionIndicator } from '../components/connection-indicator';
import { LoadingScreen } from '../components/loading-screen';
import { useSessionStore } from '../lib/session';
import { AppShell } from './app-shell';

export function AppLayout() {
  const loading = useSessionStore((state) => state.status === 'loading');
  const signedIn = useSessionStore((state) => state.user !== null);
  return (
    <AppShell liveStatus={signedIn && <ConnectionIndicator />}>
      {loading ? <LoadingScreen /> : <Outlet />}
    </AppShell>
  );
}
