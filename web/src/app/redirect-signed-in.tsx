import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { dashboardPathFor, useSessionStore } from '../lib/session';

/** Pages for visitors (the landing page) send a signed-in user on to their dashboard. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const role = useSessionStore((state) => state.user?.role);
  if (role !== undefined) return <Navigate to={dashboardPathFor(role)} replace />;
  return children;
}
