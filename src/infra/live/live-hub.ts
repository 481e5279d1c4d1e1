import { sql, type Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../auth/session-store.js';
import type { Database } from '../db/schema.js';
import type { EventStore } from '../event-store/event-store-service.js';
import type { RecordedEvent } from '../event-store/event-types.js';
import {
  isInAudience,
  logEntryMapper,
  type LiveMapper,
  type LiveMessage,
  type RoutedMessage,
} from './live-messages.js';

interface Client {
  socket: WebSocket;
  auth: AuthContext;
}

const BATCH = 500;
/**
 * The safety net: the log is also read this often, for commits no signal announced (the
 * LISTEN connection was down, or a writer bypassed the trigger).
 */
const POLL_MS = 1000;
/** How soon a socket closes after its session ends (logout, password change, expiry). */
const SESSION_CHECK_MS = 2000;
/** Close code telling the page its session is gone, so it stops reconnecting. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
const SESSION_IDS_PER_QUERY = 1000;
/** While committed events wait behind an older running transaction, look again this soon... */
const HELD_BACK_FIRST_MS = 50;
/** ...and back off to at most this. */
const HELD_BACK_MAX_MS = 1000;

/**
 * Follows the event log (the late-commit-safe readAll) and pushes each event's messages to the
 * connected sockets allowed to see them. A reconnecting client names its last position and is
 * sent what it missed, computed the same way.
 */
export class LiveHub {
  private readonly clients = new Set<Client>();
  private readonly mappers: LiveMapper[];
  private cursor = 0;
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private sessionTimer: NodeJS.Timeout | undefined;
  private heldBackTimer: NodeJS.Timeout | undefined;
  private heldBackWaitMs = HELD_BACK_FIRST_MS;
  private checkingSessions: Promise<void> | undefined;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      eventStore: EventStore;
      mappers: LiveMapper[];
      onError(error: unknown): void;
      /** How often to read the log without a signal (default 1 s). */
      pollMs?: number;
      /**
       * Whether other connections write concurrently (PostgreSQL), so committed events can be
       * held back behind an older transaction. Never on the embedded engine: one backend.
       */
      concurrentWriters: boolean;
    },
  ) {
    this.mappers = [logEntryMapper, ...deps.mappers];
  }

  /** Starts at the head of the log: history is not replayed to anyone. */
  async start(): Promise<void> {
    this.cursor = await headPosition(this.deps.db);
    this.unsubscribe = this.deps.eventStore.onCommitted(() => this.drainSoon());
    this.timer = setInterval(() => this.drainSoon(), this.deps.pollMs ?? POLL_MS);
    this.timer.unref();
    this.sessionTimer = setInterval(() => this.checkSessionsSoon(), SESSION_CHECK_MS);
    this.sessionTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearInterval(this.timer);
    clearInterval(this.sessionTimer);
    clearTimeout(this.heldBackTimer);
    await Promise.all([this.draining, this.checkingSessions]);
    for (const client of this.clients) client.socket.close(1001, 'server stopping');
  }

  /**
   * A client joins the broadcast only once it has caught up, with no await between the last
   * catch-up step and joining: so no newer message can overtake an older one it missed.
   */
  async connect(socket: WebSocket, auth: AuthContext, after: number | undefined): Promise<void> {
    const client = { socket, auth };
    let position = after;
    while (position !== undefined && position !== this.cursor) {
      const reached = await this.replayFor(client, position);
      if (reached === position) break; // nothing newer is visible (or an unknown position)
      position = reached;
    }
    if (socket.readyState !== socket.OPEN) return;
    this.clients.add(client);
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', () => this.clients.delete(client));
    send(socket, [{ type: 'hello', position: this.cursor }]);
  }

  get connectedCount(): number {
    return this.clients.size;
  }

  /** Something was committed (here, by another instance, or by a script): push it out. */
  commitsArrived(): void {
    this.drainSoon();
  }

  private drainSoon(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.deps.onError(error))
      .finally(() => {
        this.draining = undefined;
        if (this.drainAgain && !this.stopped) {
          this.drainAgain = false;
          this.drainSoon();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const events = await this.deps.eventStore.readAll({ after: this.cursor, limit: BATCH });
      for (const event of events) {
        const routed = await this.messagesFor(event);
        for (const client of this.clients) deliver(client, routed);
        this.cursor = event.position;
      }
      if (events.length < BATCH) break;
    }
    // A commit signal can arrive while an older transaction still runs (on PostgreSQL, in any
    // database of the server): its events are committed but not yet safe to hand out, and
    // nothing signals when that transaction ends. Look again soon rather than at the next poll.
    if (!this.deps.concurrentWriters) return;
    if (await this.deps.eventStore.hasHeldBackEvents()) this.lookAgainSoon();
    else this.heldBackWaitMs = HELD_BACK_FIRST_MS;
  }

  private lookAgainSoon(): void {
    if (this.heldBackTimer !== undefined || this.stopped) return;
    const wait = this.heldBackWaitMs;
    this.heldBackWaitMs = Math.min(wait * 2, HELD_BACK_MAX_MS);
    this.heldBackTimer = setTimeout(() => {
      this.heldBackTimer = undefined;
      this.drainSoon();
    }, wait);
    this.heldBackTimer.unref();
  }

  /** What one client missed since `after`, up to where the hub is now. */
  private async replayFor(client: Client, after: number): Promise<number> {
    let position = after;
    for (;;) {
      const events = await this.deps.eventStore.readAll({ after: position, limit: BATCH });
      for (const event of events) {
        deliver(client, await this.messagesFor(event));
        position = event.position;
        if (position === this.cursor) return position;
      }
      if (events.length < BATCH) return position;
    }
  }

  private checkSessionsSoon(): void {
    if (this.stopped || this.checkingSessions || this.clients.size === 0) return;
    this.checkingSessions = this.closeEndedSessions()
      .catch((error: unknown) => this.deps.onError(error))
      .finally(() => (this.checkingSessions = undefined));
  }

  /**
   * A socket lives only as long as its session: once it is gone (logout in another tab, a
   * password change or reset, expiry), the socket is closed with a code the page understands.
   */
  private async closeEndedSessions(): Promise<void> {
    const now = new Date();
    const clients = [...this.clients];
    const ids = [...new Set(clients.map((client) => client.auth.sessionId))];
    const alive = new Set<string>();
    for (let start = 0; start < ids.length; start += SESSION_IDS_PER_QUERY) {
      const rows = await this.deps.db
        .selectFrom('sessions')
        .select('id')
        .where('id', 'in', ids.slice(start, start + SESSION_IDS_PER_QUERY))
        .where('expires_at', '>', now)
        .execute();
      for (const row of rows) alive.add(row.id);
    }
    for (const client of clients) {
      if (alive.has(client.auth.sessionId)) continue;
      this.clients.delete(client);
      client.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
  }

  private async messagesFor(event: RecordedEvent): Promise<RoutedMessage[]> {
    const all = await Promise.all(this.mappers.map((mapper) => mapper(event, this.deps.db)));
    return all.flat();
  }
}

/**
 * One frame per event: an event can mean several messages to one client (an operator gets the
 * log entry and the queue change), and a connection lost between two frames would resume after
 * that event's position with the rest never sent.
 */
function deliver(client: Client, routed: RoutedMessage[]): void {
  const messages = routed.filter(({ to }) => isInAudience(to, client.auth)).map((r) => r.message);
  if (messages.length > 0) send(client.socket, messages);
}

/** Frames are JSON arrays of the messages of one event (or the hello). */
function send(socket: WebSocket, messages: LiveMessage[]): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(messages));
}

/** The last event in follower order (the position readAll would continue after). */
async function headPosition(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ position: number }>`
    select position from events
    where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by transaction_id desc, position desc
    limit 1`.execute(db);
  return result.rows[0]?.position ?? 0;
}
