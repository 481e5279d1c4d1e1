import type { CSSProperties, ReactNode } from 'react';
import { AppFooter } from '../components/app-footer';
import { AppHeader } from '../components/app-header';
import { SkipLink } from '../components/skip-link';

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
      <div className="app-live" style={liveRowStyle}>
        {liveStatus}
      </div>
      <main id={mainId} className="app-main" tabIndex={-1}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
