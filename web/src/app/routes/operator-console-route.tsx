import { useEffect } from 'react';
import { OperatorConsolePage } from '../../features/operator';
import { wireOperatorLiveUpdates } from '../live/operator-live';
import { accountActions } from './account-actions';

/** The operator console and its live updates: one chunk, never downloaded by a parent or nanny. */
export default function OperatorConsoleRoute() {
  useEffect(() => wireOperatorLiveUpdates(), []);
  return <OperatorConsolePage {...accountActions} />;
}
