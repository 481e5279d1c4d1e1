import { useEffect } from 'react';
import {
  NannyDashboardPage,
  prefetchNannyCredential,
  prefetchNannyProfile,
} from '../../features/nannies';
import { wireNannyLiveUpdates } from '../live/nanny-live';
import { accountActions } from './account-actions';

/** What the page first shows, asked for while the session is checked (lazy-pages.ts). */
export function startEarly(): void {
  prefetchNannyProfile();
  prefetchNannyCredential();
}

/** The nanny's dashboard and its live updates: one chunk, loaded only by nannies. */
export default function NannyDashboardRoute() {
  useEffect(() => wireNannyLiveUpdates(), []);
  return <NannyDashboardPage {...accountActions} />;
}
