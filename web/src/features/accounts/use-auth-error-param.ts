import { useEffect } from 'react';
import { useNavigation } from '../../lib/navigation';
import { useAuthPanelStore } from './auth-panel-store';

/**
 * A failed Google sign-in comes back as `/?authError=<message>`: show the message in the form's
 * error line, then drop the query (a replace, so Back and reload do not show it again).
 */
export function useAuthErrorParam(): void {
  const {
    address: { pathname, search },
    go,
  } = useNavigation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const message = params.get('authError');
    if (message === null) return;
    useAuthPanelStore.getState().showError(message.trim() || 'Google sign-in failed.');
    params.delete('authError');
    const rest = params.toString();
    go(rest === '' ? pathname : `${pathname}?${rest}`, { replace: true });
  }, [pathname, search, go]);
}
