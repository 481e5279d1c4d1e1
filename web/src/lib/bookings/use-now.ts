import { useEffect, useState } from 'react';

/**
 * The time now, in ms, refreshed every `everyMs`: which actions a booking offers changes as its
 * start and end pass, without anything arriving from the server.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
