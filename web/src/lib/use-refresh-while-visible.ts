import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `refresh` when the page becomes visible again and every `intervalMs` while it is
 * visible, so what it shows stays close to the server without a reload (there is no push yet).
 */
export function useRefreshWhileVisible(refresh: () => void, intervalMs: number): void {
  const onRefresh = useEffectEvent(refresh);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onRefresh();
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') onRefresh();
    }, intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
