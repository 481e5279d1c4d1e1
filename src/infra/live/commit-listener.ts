import type pg from 'pg';
import { INSTANCES_CHANNEL } from './instance-bus.js';

/** The channel the events table's trigger notifies after each appending transaction. */
const EVENTS_COMMITTED_CHANNEL = 'rbt_events_committed';
/** The channel the sessions table's trigger notifies when sessions are deleted (0018). */
const SESSIONS_ENDED_CHANNEL = 'rbt_sessions_ended';

const RETRY_FIRST_MS = 500;
/** Short: while nobody listens, other instances' commits reach sockets only at the next poll. */
const RETRY_MAX_MS = 5000;

interface CommitListener {
  stop(): Promise<void>;
}

interface CommitHandlers {
  onCommit: () => void;
  /** Sessions of these accounts ended, or of any account ('all': too many, or some missed). */
  onSessionsEnded: (accounts: string[] | 'all') => void;
  /** Another instance's message (instance-bus.ts). */
  onInstanceMessage?: (payload: string) => void;
  onError: (error: unknown) => void;
}

/**
 * Holds one connection of the pool in LISTEN, so commits made by other app instances and by
 * scripts reach this process's live hub at once instead of at its next poll. A lost connection
 * is replaced with growing waits; each (re)connection also reports a commit, since some may
 * have happened while nobody was listening, and ends every cached session for the same reason.
 * Sessions ended elsewhere arrive the same way. PostgreSQL only: the embedded database is opened
 * by one process, whose own commits the hub already hears.
 */
export function listenForCommits(pool: pg.Pool, handlers: CommitHandlers): CommitListener {
  const { onCommit, onSessionsEnded, onInstanceMessage, onError } = handlers;
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const drop = (lost: pg.PoolClient, error: unknown) => {
    if (client !== lost) return;
    client = undefined;
    lost.release(error instanceof Error ? error : true);
    if (!stopped) {
      onError(error);
      retryLater();
    }
  };

  const retryLater = () => {
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => void connect(), wait);
    retryTimer.unref();
  };

  const connect = async () => {
    let fresh: pg.PoolClient | undefined;
    try {
      fresh = await pool.connect();
      const current = fresh;
      current.on('notification', (message) => {
        if (message.channel === EVENTS_COMMITTED_CHANNEL) onCommit();
        if (message.channel === SESSIONS_ENDED_CHANNEL) onSessionsEnded(accountsOf(message));
        if (message.channel === INSTANCES_CHANNEL) onInstanceMessage?.(message.payload ?? '');
      });
      current.on('error', (error) => drop(current, error));
      await current.query(`listen ${SESSIONS_ENDED_CHANNEL}`);
      await current.query(`listen ${INSTANCES_CHANNEL}`);
      await current.query(`listen ${EVENTS_COMMITTED_CHANNEL}`);
      if (stopped) {
        current.release(true);
        return;
      }
      client = current;
      failures = 0;
      onSessionsEnded('all');
      onCommit();
    } catch (error) {
      fresh?.release(true);
      if (stopped) return;
      onError(error);
      retryLater();
    }
  };

  const started = connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await started;
      const current = client;
      client = undefined;
      // Destroyed, not returned: a pooled connection must not stay subscribed.
      current?.release(true);
    },
  };
}

function accountsOf(message: pg.Notification): string[] | 'all' {
  const payload = message.payload ?? '';
  return payload === '*' || payload === '' ? 'all' : payload.split(',');
}
