import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { LoadingScreen } from '../../components/loading-screen';
import { PageShell } from '../../components/page-shell';
import { ParentDashboard } from './parent-dashboard';
import { useParentStore } from './parent-store';

/**
 * Account actions (logout, settings) come from the accounts feature via the app's routes. Logout
 * sits beside the title until the tabs are there to carry it.
 */
export function ParentDashboardPage({
  logout,
  accountSettings,
}: {
  logout: ReactNode;
  accountSettings: ReactNode;
}) {
  const profile = useParentStore((state) => state.profile);
  const load = useParentStore((state) => state.load);
  const fetchProfile = useParentStore((state) => state.fetchProfile);

  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  return (
    <PageShell title="Parent Dashboard" actions={profile === null ? logout : undefined}>
      {load === 'loading' && <LoadingScreen />}
      {load === 'failed' && <LoadFailed what="your profile" onRetry={() => void fetchProfile()} />}
      {profile !== null && (
        <ParentDashboard profile={profile} logout={logout} accountSettings={accountSettings} />
      )}
    </PageShell>
  );
}
