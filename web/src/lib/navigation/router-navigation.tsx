import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavigationContext } from './navigation';
import type { Navigation, PageLinkProps } from './navigation';

function RouterLink({ to, className, children }: PageLinkProps) {
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** Inside the app's router: links and moves are the router's, without a reload. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const go = useCallback<Navigation['go']>(
    (to, options) => void navigate(to, { replace: options?.replace ?? false }),
    [navigate],
  );
  const navigation = useMemo<Navigation>(
    () => ({ address: { pathname, search }, go, Link: RouterLink }),
    [pathname, search, go],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
