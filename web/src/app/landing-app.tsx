import { useEffect } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { AuthPanel } from '../features/accounts';
import { LandingPage } from '../features/landing';
import { useNavigation } from '../lib/navigation';
import { dashboardPathFor, useSessionStore } from '../lib/session';
import { AppShell } from './app-shell';

/**
 * The landing page as the server sends it for "/": a page of its own (landing.html), without
 * the app's router, so a visitor downloads only what this page needs. The same shell and page as
 * the app's own "/" route; its links load the app's pages. Whoever is signed in when it opens
 * goes on to their dashboard, as the app's route sends them, with "Loading..." until they have.
 */
export function LandingApp() {
  const showPage = useSessionStore((state) => state.status === 'signed-out');
  const { go } = useNavigation();

  useEffect(() => {
    const session = useSessionStore.getState();
    void session.resolve().then(() => {
      const role = useSessionStore.getState().user?.role;
      if (role !== undefined) go(dashboardPathFor(role), { replace: true });
    });
  }, [go]);

  return (
    <AppShell>
      {showPage ? <LandingPage signInPanel={<AuthPanel />} /> : <LoadingScreen />}
    </AppShell>
  );
}
