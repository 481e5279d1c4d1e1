import { showSessionEnded } from '../../features/accounts';
import { onLiveSessionEnded } from '../../lib/live';
import { useSessionStore } from '../../lib/session';

/**
 * What every signed-in user hears, whatever page is open. The rest is wired by each role's
 * page as it mounts (live/<role>-live.ts), so its stores and their code load with that page's
 * chunk. Returns the unsubscribe.
 */
export function wireSessionLiveUpdates(): () => void {
  // Logged out in another tab, or a password change ended this session: ask the server, and
  // if it agrees, leave the dashboard for the login page with the logout notice.
  return onLiveSessionEnded(() => {
    void useSessionStore
      .getState()
      .resolve()
      .then(() => {
        if (useSessionStore.getState().user === null) showSessionEnded();
      });
  });
}
