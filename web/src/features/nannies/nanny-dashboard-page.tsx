import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../components/loading-screen';
import { PageShell } from '../../components/page-shell';
import { useCredentialStore } from './credential-store';
import { NannyDashboard } from './nanny-dashboard';
import { useNannyStore } from './nanny-store';
import { LoadFailed } from '../../components/load-failed';
import { WelcomeDialog } from './welcome-dialog';
import { useLoadOnShow } from '../../lib/use-load-on-show';

/**
 * Account actions (logout, settings) come from the accounts feature via the app's routes. Only
 * one Logout is on the page at a time: beside the tabs, or in the welcome popup while that
 * blocks the dashboard.
 */
export function NannyDashboardPage({
  logout,
  accountSettings,
}: {
  logout: ReactNode;
  accountSettings: ReactNode;
}) {
  const profile = useNannyStore((state) => state.profile);
  const credentialAnswered = useCredentialStore((state) => state.answered);
  // An approved nanny's summary shows her certification's lines above her bio: drawn before
  // they arrived, the bio moved down when they did (a layout shift on her phone).
  const ready = profile !== null && (profile.status !== 'approved' || credentialAnswered);
  // Her dashboard first appears at a transition's priority, rendered in slices while the
  // placeholder stays (as AppLayout does for the page): in one task it blocked a phone. Only
  // its first appearance waits: once shown, her changes show at once.
  const dashboardShown = useDeferredValue(ready);
  const shown = dashboardShown ? profile : null;
  const load = useNannyStore((state) => state.load);
  const fetchProfile = useNannyStore((state) => state.fetchProfile);
  const refreshCredential = useCredentialStore((state) => state.refresh);

  useLoadOnShow(fetchProfile);
  useLoadOnShow(refreshCredential);

  const mustAgree = shown !== null && !shown.agreedToPayment;
  return (
    <PageShell title="RBT Nanny Dashboard" actions={shown === null ? logout : undefined}>
      {(load === 'loading' || (profile !== null && shown === null)) && <LoadingScreen />}
      {load === 'failed' && <LoadFailed what="your profile" onRetry={() => void fetchProfile()} />}
      {shown !== null && (
        <NannyDashboard
          profile={shown}
          logout={mustAgree ? null : logout}
          accountSettings={accountSettings}
        />
      )}
      {mustAgree && <WelcomeDialog logout={logout} />}
    </PageShell>
  );
}
