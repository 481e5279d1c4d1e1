import { useDirectoryStore } from '../features/parents';
import { useNannyStore } from '../features/nannies';
import { useEventLogStore, useOperatorStore } from '../features/operator';
import { showLoggedOut } from '../features/accounts';
import { onLiveFreshStart, onLiveMessage, onLiveSessionEnded } from '../lib/live';
import { useSessionStore } from '../lib/session';

const signedInRole = () => useSessionStore.getState().user?.role;

/**
 * Hands each live message to the feature store it changes; returns the unsubscribe. Features
 * never import each other or the socket, so the mapping lives here, where they are composed.
 */
export function wireLiveUpdates(): () => void {
  const stops = [
    onLiveMessage('nanny.status', ({ nannyId, status, rejectionReason }) => {
      useNannyStore.getState().applyStatus(nannyId, status, rejectionReason);
    }),
    onLiveMessage('nanny.background-check', ({ nannyId, status, rejectionReason }) => {
      useNannyStore.getState().applyBackgroundCheck(nannyId, status, rejectionReason);
    }),
    onLiveMessage('directory.added', ({ nanny }) => {
      useDirectoryStore.getState().addCard(nanny);
    }),
    onLiveMessage('directory.removed', ({ nannyId }) => {
      useDirectoryStore.getState().removeCard(nannyId);
    }),
    onLiveMessage('queue.changed', () => {
      void useOperatorStore.getState().refreshQueue();
    }),
    onLiveMessage('log.appended', () => {
      useEventLogStore.getState().noteNewEvent();
    }),
    // A first connection cannot resume, so what was loaded just before it may have missed a
    // change: fetch it again (each store keeps what it shows while it does).
    onLiveFreshStart(() => {
      const role = signedInRole();
      if (role === 'nanny') void useNannyStore.getState().refreshProfile();
      if (role === 'parent') void useDirectoryStore.getState().refresh();
      if (role === 'operator') void useOperatorStore.getState().refreshQueue();
    }),
    // Logged out in another tab, or a password change ended this session: ask the server, and
    // if it agrees, leave the dashboard for the login page with the logout notice.
    onLiveSessionEnded(() => {
      void useSessionStore
        .getState()
        .resolve()
        .then(() => {
          if (useSessionStore.getState().user === null) showLoggedOut();
        });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
