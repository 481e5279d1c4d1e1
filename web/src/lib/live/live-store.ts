import { create } from 'zustand';
import { createLiveConnection } from './live-connection';
import type { LiveConnection, LiveStatus, OpenSocket } from './live-connection';
import { createLiveEmitter } from './live-emitter';
import type { LiveMessageOf, AnyLiveMessageType } from '@shared/live-messages';
import { liveSocketUrl } from './live-url';

export interface LiveState {
  status: LiveStatus;
  /** The position of the last message received; null before the first (or after sign-out). */
  lastPosition: number | null;
  /** Opens the signed-in user's socket; calling it again while connected does nothing. */
  connect: () => void;
  /** Closes the socket and forgets the position (on sign-out). */
  disconnect: () => void;
}

const openBrowserSocket: OpenSocket = (url, events) => {
  const socket = new WebSocket(url);
  socket.onopen = () => events.opened();
  socket.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') events.received(event.data);
  };
  // An error is always followed by close, which is where reconnecting starts.
  socket.onclose = (event: CloseEvent) => events.closed(event.code);
  return {
    close: () => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close(1000);
    },
  };
};

const emitter = createLiveEmitter();
const freshStartHandlers = new Set<() => void>();
const sessionEndedHandlers = new Set<() => void>();

export const useLiveStore = create<LiveState>()((set) => {
  let connection: LiveConnection | null = null;
  const onOnline = () => connection?.retryNow();
  const onOffline = () => connection?.pause();
  // Back on this tab: a socket a newer tab pushed out (or one waiting to retry) tries at once.
  const onPageBack = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) connection?.retryNow();
  };

  return {
    status: 'offline',
    lastPosition: null,
    connect: () => {
      connection ??= createLiveConnection({
        openSocket: openBrowserSocket,
        urlFor: (after) => liveSocketUrl(window.location, after),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (timer) => window.clearTimeout(timer as number),
        onStatus: (status) => set({ status }),
        onPosition: (lastPosition) => set({ lastPosition }),
        onMessage: (message) => emitter.emit(message),
        onFreshStart: () => {
          for (const handler of [...freshStartHandlers]) handler();
        },
        onSessionEnded: () => {
          for (const handler of [...sessionEndedHandlers]) handler();
        },
      });
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      window.addEventListener('focus', onPageBack);
      document.addEventListener('visibilitychange', onPageBack);
      connection.start();
    },
    disconnect: () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('focus', onPageBack);
      document.removeEventListener('visibilitychange', onPageBack);
      connection?.stop();
    },
  };
});

/** Calls `handler` with each live message of `type`; returns the unsubscribe. */
export function onLiveMessage<T extends AnyLiveMessageType>(
  type: T,
  handler: (message: LiveMessageOf<T>) => void,
): () => void {
  return emitter.on(type, handler);
}

/**
 * Calls `handler` when a socket opened without a position to resume from is taken by the hub,
 * or when the hub could not resume from the position named (it sends "resync"): whatever was
 * loaded before may have missed a change, so loaded data should be fetched again.
 */
export function onLiveFreshStart(handler: () => void): () => void {
  freshStartHandlers.add(handler);
  return () => {
    freshStartHandlers.delete(handler);
  };
}

/** Calls `handler` when the hub closes the socket because its session has ended. */
export function onLiveSessionEnded(handler: () => void): () => void {
  sessionEndedHandlers.add(handler);
  return () => {
    sessionEndedHandlers.delete(handler);
  };
}
