import { useEffect } from 'react';
import { NannyDashboardPage } from '../../features/nannies';
import { wireNannyLiveUpdates } from '../live/nanny-live';
import { accountActions } from './account-actions';

/** The nanny's dashboard and its live updates: one chunk, loaded only by nannies. */
export default function NannyDashboardRoute() {
  useEffect(() => wireNannyLiveUpdates(), []);
  return <NannyDashboardPage {...accountActions} />;
}
