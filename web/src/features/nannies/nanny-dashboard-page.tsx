import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../components/loading-screen';
import { PageShell } from '../../components/page-shell';
import { NannyDashboard } from './nanny-dashboard';
import { useNannyStore } from './nanny-store';
import { LoadFailed } from '../../components/load-failed';
import { WelcomeDialog } from './welcome-dialog';

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
  const load = useNannyStore((state) => state.load);
  const fetchProfile = useNannyStore((state) => state.fetchProfile);

  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  const mustAgree = profile !== null && !profile.agreedToPayment;
  return (
    <PageShell title="RBT Nanny Dashboard" actions={profile === null ? logout : undefined}>
      {load === 'loading' && <LoadingScreen />}
      {load === 'failed' && <LoadFailed what="your profile" onRetry={() => void fetchProfile()} />}
      {profile !== null && (
        <NannyDashboard
          profile={profile}
          logout={mustAgree ? null : logout}
          accountSettings={accountSettings}
        />
      )}
      {mustAgree && <WelcomeDialog logout={logout} />}
    </PageShell>
  );
}
