import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from '../components/app-footer';
import { AppHeader } from '../components/app-header';
import { ConnectionIndicator } from '../components/connection-indicator';
import { LoadingScreen } from '../components/loading-screen';
import { SkipLink } from '../components/skip-link';
import { useSessionStore } from '../lib/session';

const mainId = 'main-content';

// Right under the header's bar, within the same content width. The row keeps its height whether
// or not anyone is signed in, so the page below does not jump when the session check answers.
const liveRowStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  height: '1.6rem',
  maxWidth: 'var(--content-width)',
  margin: '0 auto',
  padding: '0.3rem var(--gutter) 0',
};

export function AppLayout() {
  const loading = useSessionStore((state) => state.status === 'loading');
  const signedIn = useSessionStore((state) => state.user !== null);
  return (
    <div className="app-shell">
      <SkipLink targetId={mainId} />
      <AppHeader />
      <div className="app-live" style={liveRowStyle}>
        {signedIn && <ConnectionIndicator />}
      </div>
      <main id={mainId} className="app-main" tabIndex={-1}>
        {loading ? <LoadingScreen /> : <Outlet />}
      </main>
      <AppFooter />
    </div>
  );
}
