import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { LoadingScreen } from '../../components/loading-screen';
import { PageShell } from '../../components/page-shell';
import { ParentDashboard } from './parent-dashboard';
import { useParentStore } from './parent-store';
import { useLoadOnShow } from '../../lib/use-load-on-show';

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
  // Her dashboard first appears at a transition's priority, rendered in slices while the
  // placeholder stays (as AppLayout does for the page): in one task it blocked a phone. Only
  // its first appearance waits: once shown, her changes show at once.
  const dashboardShown = useDeferredValue(profile !== null);
  const shown = dashboardShown ? profile : null;
  const load = useParentStore((state) => state.load);
  const fetchProfile = useParentStore((state) => state.fetchProfile);

  useLoadOnShow(fetchProfile);

  return (
    <PageShell title="Parent Dashboard" actions={shown === null ? logout : undefined}>
      {(load === 'loading' || (profile !== null && shown === null)) && <LoadingScreen />}
      {load === 'failed' && <LoadFailed what="your profile" onRetry={() => void fetchProfile()} />}
      {shown !== null && (
        <ParentDashboard profile={shown} logout={logout} accountSettings={accountSettings} />
      )}
    </PageShell>
  );
}
