import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../auth/session-store.js';
import type { Database, Role } from '../db/schema.js';
import type { EventStore } from '../event-store/event-store-service.js';
import type { FollowerPage } from '../event-store/event-store.js';
import type { RecordedEvent } from '../event-store/event-types.js';
import { AccountSockets } from './account-sockets.js';
import { catchUp } from './live-catch-up.js';
import { LiveAudience } from './live-audience.js';
import { send, type LiveClient as Client } from './live-delivery.js';
import { aliveSessions, headPosition, newestPosition } from './live-hub-reads.js';
import {
  logEntryMapper,
  type Audience,
  type LiveMapper,
  type LiveMessage,
  type LiveNotice,
  type RoutedMessage,
} from './live-messages.js';
import { RecentPositions } from './recent-positions.js';

const BATCH = 500;
/**
 * The safety net: the log is also read this often, for commits no signal announced (the
 * LISTEN connection was down, or a writer bypassed the trigger).
 */
const POLL_MS = 1000;
/** How soon a socket closes after its session ends (logout, password change, expiry). */
const SESSION_CHECK_MS = 2000;
/**
 * How many recent events a reconnecting socket may catch up on. A page that drops for a few
 * seconds or minutes (a network change, a laptop lid) resumes within it on any realistic day of
 * this product; resuming costs at most two index-bounded reads of 500. Anything older gets a
 * "resync" and refetches its page, which costs less than replaying more.
 */
const CATCH_UP_EVENTS = 1000;
/**
 * How many sockets one account may hold at once on one app instance: a person with the app open
 * in several tabs on a phone and a computer stays well within it. A new socket beyond it closes
 * the account's oldest: the tab she just opened is the one she looks at, and an idle older tab
 * resumes when she returns to it.
 */
export const MAX_SOCKETS_PER_ACCOUNT = 8;
/** Close code telling the page a newer socket of its account took its place: wait, not retry. */
export const SUPERSEDED_CLOSE_CODE = 4409;
/** Close code telling the page its session is gone, so it stops reconnecting. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
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
  private readonly audience = new LiveAudience();
  private readonly perAccount = new AccountSockets<WebSocket>(MAX_SOCKETS_PER_ACCOUNT);
  private readonly recent: RecentPositions;
  private readonly mappers: LiveMapper[];
  private cursor = 0;
  /** The transaction id of the event at `cursor`, once read here (saves looking it up). */
  private cursorTransactionId: string | undefined;
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
      /** Each batch of events followed, before their messages are pushed. */
      onFollowed?(events: readonly RecordedEvent[]): void;
      /** Each event once its messages were handed to the sockets (metrics: push lag). */
      onPushed?(event: RecordedEvent): void;
      onError(error: unknown): void;
      /** How often to read the log without a signal (default 1 s). */
      pollMs?: number;
      /** How many recent events a socket may resume within (default CATCH_UP_EVENTS). */
      catchUpEvents?: number;
      /**
       * Whether other connections write concurrently (PostgreSQL), so committed events can be
       * held back behind an older transaction. Never on the embedded engine: one backend.
       */
      concurrentWriters: boolean;
    },
  ) {
    this.mappers = [logEntryMapper, ...deps.mappers];
    this.recent = new RecentPositions(deps.catchUpEvents ?? CATCH_UP_EVENTS);
  }

  /** Starts at the head of the log: history is not replayed to anyone. */
  async start(): Promise<void> {
    this.cursor = await headPosition(this.deps.db);
    // Position 0 means "from the start of the log": never resumed from, even on an empty log.
    if (this.cursor > 0) this.recent.add(this.cursor);
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
    for (const client of this.audience.clients()) client.socket.close(1001, 'server stopping');
  }

  /**
   * `after`: undefined for a first connection (nothing to catch up on), else the position the
   * page last saw (null when unreadable). Only a position within the recent window is resumed
   * from; any other gets "resync" and the page refetches. A client joins the broadcast only once
   * it has caught up, with no await between the last catch-up step and joining: so no newer
   * message can overtake an older one it missed.
   */
  async connect(socket: WebSocket, auth: AuthContext, after: number | null | undefined) {
    const client = { socket, auth };
    this.admit(client);
    const resync = after === null || (after !== undefined && !this.recent.has(after));
    if (after != null && !resync) {
      try {
        await catchUp(this.catchUpSource, client, after);
      } catch (error) {
        // The page retries with the same position: a passing failure costs it nothing.
        this.deps.onError(error);
        socket.close(1011, 'catch-up failed');
        return;
      }
    }
    if (socket.readyState !== socket.OPEN) return;
    this.audience.add(client);
    const hello: LiveMessage = { type: 'hello', position: this.cursor };
    send(socket, resync ? [{ type: 'resync', position: this.cursor }, hello] : [hello]);
  }

  /** Counts the socket against its account from the start, catch-up included. */
  private admit(client: Client): void {
    const { socket, auth } = client;
    const leave = () => {
      this.audience.delete(client);
      this.perAccount.release(auth.accountId, socket);
    };
    socket.on('close', leave);
    socket.on('error', leave);
    for (const older of this.perAccount.admit(auth.accountId, socket)) {
      older.close(SUPERSEDED_CLOSE_CODE, 'a newer connection of this account took its place');
    }
  }

  private readonly catchUpSource = {
    readAll: (options: { after: number; limit: number }) => this.deps.eventStore.readAll(options),
    messagesFor: (event: RecordedEvent) => this.messagesFor(event),
    head: () => this.cursor,
  };

  get connectedCount(): number {
    return this.audience.size;
  }

  /** Open sockets by the role of their session. */
  connectedByRole(): ReadonlyMap<Role, number> {
    return this.audience.countByRole();
  }

  /**
   * Resolves once every event committed before the call has been followed, its caches emptied
   * and its messages pushed (tests wait on it rather than on time).
   */
  async followed(): Promise<void> {
    const head = await newestPosition(this.deps.db);
    while (!this.stopped && head !== 0 && !this.recent.has(head)) {
      this.drainSoon();
      await (this.draining ?? new Promise((resolve) => setTimeout(resolve, 5)));
    }
  }

  /**
   * Sends a message that is no event to the sockets of `to` here, in a frame of its own. A socket
   * still catching up misses it: notices are about now, and their pages can ask for the latest.
   */
  notify(notice: LiveNotice, to: Audience): void {
    if (!this.stopped) this.audience.broadcast([{ message: notice, to }]);
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
      const { events, heldBack } = await this.readPage();
      if (events.length > 0) this.deps.onFollowed?.(events);
      for (const event of events) {
        // Nobody connected here: nothing to map (the mappers' reads are most of a commit's
        // follow-up work). Race-free: with no await, nobody joins between this look and the
        // cursor moving on, and one joining later catches up from the log with its own mapping.
        const routed = this.audience.size === 0 ? [] : await this.messagesFor(event);
        this.recent.add(event.position);
        this.audience.broadcast(routed);
        this.deps.onPushed?.(event);
        this.cursor = event.position;
        this.cursorTransactionId = event.transactionId;
      }
      if (events.length === BATCH) continue;
      // A commit signal can arrive while an older transaction still runs (on PostgreSQL, in any
      // database of the server): its events are committed but not yet safe to hand out, and
      // nothing signals when that transaction ends. Look again soon rather than at the next poll.
      if (heldBack) this.lookAgainSoon();
      else this.heldBackWaitMs = HELD_BACK_FIRST_MS;
      return;
    }
  }

  /** One round trip per page: the cursor's transaction id is kept, the held-back check rides along. */
  private async readPage(): Promise<FollowerPage> {
    const options = {
      after: this.cursor,
      afterTransactionId: this.cursorTransactionId,
      limit: BATCH,
    };
    if (this.deps.concurrentWriters) return this.deps.eventStore.readFollowerPage(options);
    return { events: await this.deps.eventStore.readAll(options), heldBack: false };
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

  private checkSessionsSoon(): void {
    if (this.stopped || this.checkingSessions || this.audience.size === 0) return;
    this.checkingSessions = this.closeEndedSessions()
      .catch((error: unknown) => this.deps.onError(error))
      .finally(() => (this.checkingSessions = undefined));
  }

  /**
   * A socket lives only as long as its session: once it is gone (logout in another tab, a
   * password change or reset, expiry), the socket is closed with a code the page understands.
   */
  private async closeEndedSessions(): Promise<void> {
    const clients = this.audience.clients();
    const ids = [...new Set(clients.map((client) => client.auth.sessionId))];
    const alive = await aliveSessions(this.deps.db, ids, new Date());
    for (const client of clients) {
      if (alive.has(client.auth.sessionId)) continue;
      this.audience.delete(client);
      client.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
  }

  private async messagesFor(event: RecordedEvent): Promise<RoutedMessage[]> {
    const all = await Promise.all(this.mappers.map((mapper) => mapper(event, this.deps.db)));
    return all.flat();
  }
}
