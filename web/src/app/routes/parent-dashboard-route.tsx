import { useEffect } from 'react';
import { ParentDashboardPage } from '../../features/parents';
import { wireParentLiveUpdates } from '../live/parent-live';
import { accountActions } from './account-actions';

/** The parent's dashboard and its live updates: one chunk, loaded only by parents. */
export default function ParentDashboardRoute() {
  useEffect(() => wireParentLiveUpdates(), []);
  return <ParentDashboardPage {...accountActions} />;
}
