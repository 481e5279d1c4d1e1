import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async task at a time. The ref blocks a second submit that arrives before React has
 * re-rendered the disabled button (a fast double click or Enter pressed twice).
 */
export function useBusyAction(): {
  busy: boolean;
  run: (task: () => Promise<void>) => Promise<void>;
} {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
