import type { EventEmitter } from 'node:events';

/**
 * Runs `start` and takes back the listeners it added to `emitter` for `events`. Vite's dev server
 * stops the whole process on SIGTERM as soon as it has closed itself; left in place, that cuts
 * `npm run dev`'s own shutdown short, which waits for the API server to stop and release the
 * embedded database's lock.
 */
export async function withoutAddedListeners<T>(
  emitter: EventEmitter,
  events: readonly string[],
  start: () => Promise<T>,
): Promise<T> {
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  try {
    return await start();
  } finally {
    for (const [event, kept] of before) {
      for (const listener of emitter.listeners(event)) {
        if (!kept.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
      }
    }
  }
}
