import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { dashboardPathFor, useSessionStore } from '../lib/session';
import type { UserRole } from '../lib/session';

interface RequireRoleProps {
  role: UserRole;
  children: ReactNode;
}

/** Shows its children only to a signed-in user of `role`; everyone else goes where they belong. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const user = useSessionStore((state) => state.user);
  if (user === null) return <Navigate to="/" replace />;
  if (user.role !== role) return <Navigate to={dashboardPathFor(user.role)} replace />;
  return children;
}
