import type { UserRole } from './session-types';

const dashboardPaths: Record<UserRole, string> = {
  nanny: '/rbt-dashboard',
  parent: '/parent-dashboard',
  operator: '/operator',
};

/** Where a signed-in user of this role lands after sign-in or when visiting a page not theirs. */
export function dashboardPathFor(role: UserRole): string {
  return dashboardPaths[role];
}
