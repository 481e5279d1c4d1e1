import type { ReactNode } from 'react';
import { AppFooter } from '../components/app-footer';
import { AppHeader } from '../components/app-header';
import { SkipLink } from '../components/skip-link';

const mainId = 'main-content';

interface AppShellProps {
  /** The live connection's state, for a signed-in user; the row is there either way. */
  liveStatus?: ReactNode;
  children: ReactNode;
}

/** The frame of every page, the app's and the landing page's own entry alike. */
export function AppShell({ liveStatus, children }: AppShellProps) {
  return (
    <div className="app-shell">
      <SkipLink targetId={mainId} />
      <AppHeader />
      <div className="app-live">{liveStatus}</div>
      <main id={mainId} className="app-main" tabIndex={-1}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
