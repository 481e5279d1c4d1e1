import { useEffect } from 'react';
import { ParentDashboardPage, prefetchParentProfile } from '../../features/parents';
import { wireParentLiveUpdates } from '../live/parent-live';
import { accountActions } from './account-actions';

/** What the page first shows, asked for while the session is checked (lazy-pages.ts). */
export const startEarly = prefetchParentProfile;

/** The parent's dashboard and its live updates: one chunk, loaded only by parents. */
export default function ParentDashboardRoute() {
  useEffect(() => wireParentLiveUpdates(), []);
  return <ParentDashboardPage {...accountActions} />;
}
