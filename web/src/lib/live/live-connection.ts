import { reconnectDelay } from './live-backoff';
import { parseLiveFrame, type AnyLiveMessage } from '@shared/live-messages';

/** paused: a newer tab of the account took this tab's place; it resumes when the page is back. */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'paused';

/** What the connection needs to know about one socket; the browser adapter wraps WebSocket. */
export interface SocketEvents {
  opened(): void;
  received(text: string): void;
  /** The close code, when the socket reports one. */
  closed(code?: number): void;
}

/** The hub closes with this code when the socket's session has ended: no point reconnecting. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/**
 * The hub closes with this code when the account opened more sockets than it may hold and this
 * was the oldest: retrying would only push out another tab, so it waits for `retryNow`.
 */
export const SUPERSEDED_CLOSE_CODE = 4409;

export type OpenSocket = (url: string, events: SocketEvents) => { close(): void };

export interface LiveConnectionDeps {
  openSocket: OpenSocket;
  /** The address to connect to, resuming after `after` when it is not null. */
  urlFor(after: number | null): string;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  random?: () => number;
  onStatus(status: LiveStatus): void;
  onPosition(position: number | null): void;
  onMessage(message: AnyLiveMessage): void;
  /**
   * Data loaded before may be stale: the first hello of a connection that named no position, or
   * the hub's resync (the position was outside its catch-up window). Refetch, then follow live.
   */
  onFreshStart(): void;
  /** The session behind the socket ended (logout elsewhere, password change, expiry). */
  onSessionEnded(): void;
}

export interface LiveConnection {
  /** Opens the socket (once; calling again while wanted does nothing). */
  start(): void;
  /** Closes the socket for good and forgets the position (the next user starts afresh). */
  stop(): void;
  /** The browser says the network is gone: stop trying until `retryNow`. */
  pause(): void;
  /**
   * Tries at once, e.g. when the network or the page comes back, instead of waiting out the
   * backoff or staying paused.
   */
  retryNow(): void;
}

/**
 * One socket at a time, reopened with growing waits after a drop and resumed after the last
 * position seen. The hub reads the log in commit order, which is not always position order, so
 * the position kept is the last one received, never the largest.
 */
export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  let wanted = false;
  let socket: { close(): void } | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let lastPosition: number | null = null;

  const cancelTimer = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  };
  const closeSocket = () => {
    const current = socket;
    socket = null;
    current?.close();
  };

  const open = (status: LiveStatus) => {
    cancelTimer();
    closeSocket();
    deps.onStatus(status);
    const resumed = lastPosition !== null;
    const current = deps.openSocket(deps.urlFor(lastPosition), {
      opened: () => {
        if (socket === current) deps.onStatus('open');
      },
      received: (text) => {
        if (socket !== current) return;
        const messages = parseLiveFrame(text);
        // A frame is one whole event, so its position is safe to resume after. Notices (a
        // replay's progress) come in frames of their own and name no position.
        const last = messages.filter((message) => 'position' in message).at(-1);
        if (last !== undefined) {
          lastPosition = last.position;
          deps.onPosition(lastPosition);
        }
        for (const message of messages) {
          if (message.type === 'resync') deps.onFreshStart();
          if (message.type === 'hello') {
            // Only a hello proves the hub took us; a socket it opens and drops keeps backing off.
            attempt = 0;
            if (!resumed) deps.onFreshStart();
          }
          deps.onMessage(message);
        }
      },
      closed: (code) => {
        if (socket !== current) return;
        socket = null;
        if (code === SESSION_ENDED_CLOSE_CODE) {
          wanted = false;
          deps.onStatus('offline');
          deps.onSessionEnded();
          return;
        }
        if (code === SUPERSEDED_CLOSE_CODE) {
          deps.onStatus('paused');
          return;
        }
        if (wanted) scheduleRetry();
      },
    });
    socket = current;
  };

  const scheduleRetry = () => {
    const delay = reconnectDelay(attempt, deps.random);
    attempt += 1;
    deps.onStatus('reconnecting');
    timer = deps.setTimer(() => {
      timer = null;
      if (wanted) open('reconnecting');
    }, delay);
  };

  return {
    start() {
      if (wanted) return;
      wanted = true;
      attempt = 0;
      open('connecting');
    },
    stop() {
      wanted = false;
      cancelTimer();
      closeSocket();
      attempt = 0;
      lastPosition = null;
      deps.onPosition(null);
      deps.onStatus('offline');
    },
    pause() {
      if (!wanted) return;
      cancelTimer();
      closeSocket();
      deps.onStatus('offline');
    },
    retryNow() {
      if (!wanted || socket !== null) return;
      attempt = 0;
      open('reconnecting');
    },
  };
}
