import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ProjectionRegistry } from '../projections/projection-registry.js';
import {
  refoldAfterErasure,
  type ErasureRefoldReport,
} from '../projections/refold-after-erasure.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { Decider } from './decider.js';
import type { EventCatalog } from './event-catalog.js';
import {
  appendToStream,
  readAll,
  readFollowerPage,
  readFacts,
  readStream,
  readStreamAndFactsUnderSharedLock,
  readStreamUnderSharedLock,
  type FollowerPage,
  type ReadAllOptions,
} from './event-store.js';
import {
  ConcurrencyError,
  type EventMetadata,
  type NewEvent,
  type RecordedEvent,
  type StreamRef,
} from './event-types.js';

/** What runs inside an append's transaction besides the append itself. */
interface CommandTransaction {
  db: Kysely<Database>;
  /** Queues a job that commits (or rolls back) with the events. */
  enqueue(job: string, payload: object, options?: { singletonKey?: string }): Promise<void>;
}

/** Side effects of events that are not read models: queued emails, notifications. */
export interface Reaction {
  name: string;
  handles: readonly string[];
  /** May handle commands of its own, in the same transaction (after this event's append). */
  react(event: RecordedEvent, tx: UnitOfWork): Promise<void>;
}

/** A transaction in which commands can be handled and other writes made, all or nothing. */
export interface UnitOfWork extends CommandTransaction {
  handle<State, Command, Event extends NewEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    metadata?: EventMetadata,
  ): Promise<CommandResult<State, Event>>;
  /**
   * handle, for a command made of facts read in this transaction: `facts` (a query of one row,
   * returned as `to_jsonb` makes it) is read in the same statement as the stream on a first try,
   * one round trip for both, and in one of its own after the stream's lock on a retry. Either
   * way it is read after everything the transaction did before (a lock it must follow).
   */
  handleWithFacts<State, Command, Event extends NewEvent, Facts>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    facts: RawBuilder<unknown>,
    command: (facts: Facts) => Command,
    metadata?: EventMetadata,
  ): Promise<CommandResult<State, Event>>;
  append(
    stream: StreamRef,
    expectedVersion: number,
    events: NewEvent[],
    metadata?: EventMetadata,
  ): Promise<RecordedEvent[]>;
  /**
   * After the data key `keyId` is destroyed (erasure), in this transaction: the read rows her
   * values reach folded again from the events that make them, so the tables hold exactly what a
   * replay reads (refold-after-erasure.ts; the whole log only where that cannot be shown). The
   * log is locked against appends until the transaction ends.
   */
  refoldAfterErasure(keyId: string): Promise<ErasureRefoldReport>;
}

type TransactionState = CommandTransaction & { committed: RecordedEvent[] };

type CommittedListener = (events: readonly RecordedEvent[]) => void;

interface CommandOptions<State, Event extends NewEvent> {
  metadata?: EventMetadata;
  /** Writes that belong with these events, in the same transaction (credentials, tokens). */
  onAppended?(tx: CommandTransaction, events: RecordedEvent<Event>[], state: State): Promise<void>;
}

interface CommandResult<State, Event extends NewEvent> {
  events: RecordedEvent<Event>[];
  state: State;
  version: number;
}

interface EventStoreDeps {
  db: Kysely<Database>;
  catalog: EventCatalog;
  projections: ProjectionRegistry;
  jobs: JobQueue;
  reactions?: readonly Reaction[];
  /** Tries of one command under contention before a 409. */
  maxAttempts?: number;
}

const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * The stream's history under a transaction-scoped lock per stream id (a hash collision only
 * serialises two streams).
 *
 * First tries take it shared, in the same statement as the read (one round trip): they never
 * wait for each other and race optimistically. That read's snapshot is taken before the lock is
 * granted, so if it waited for a retry it may miss that retry's events; its append then fails
 * on the version and it retries like any loser.
 *
 * A retry takes it exclusive, and only then reads, in a statement of its own whose snapshot
 * comes after the lock: it waits for the writers in flight and holds off new ones, so it cannot
 * lose again, and a hot stream still makes progress.
 */
async function readStreamLocked(
  db: Kysely<Database>,
  catalog: EventCatalog,
  streamId: string,
  attempt: number,
): Promise<RecordedEvent[]> {
  const key = sql`hashtextextended(${streamId}, 0)`;
  if (attempt === 1) return readStreamUnderSharedLock(db, catalog, streamId, key);
  await sql`select pg_advisory_xact_lock(${key})`.execute(db);
  return readStream(db, catalog, streamId);
}

/** readStreamLocked, and a command's facts in the same statement when it can (handleWithFacts). */
async function readStreamAndFactsLocked<Facts>(
  db: Kysely<Database>,
  catalog: EventCatalog,
  streamId: string,
  attempt: number,
  facts: RawBuilder<unknown>,
): Promise<{ events: RecordedEvent[]; facts: Facts }> {
  if (attempt === 1) {
    const key = sql`hashtextextended(${streamId}, 0)`;
    return readStreamAndFactsUnderSharedLock<Facts>(db, catalog, streamId, key, facts);
  }
  const events = await readStreamLocked(db, catalog, streamId, attempt);
  return { events, facts: await readFacts<Facts>(db, facts) };
}

/** PostgreSQL's own "try again" aborts: a deadlock or a serialization failure. */
function isTransientAbort(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001';
}

export class EventStore {
  private readonly listeners = new Set<CommittedListener>();
  private readonly reactionsByType = new Map<string, Reaction[]>();

  constructor(private readonly deps: EventStoreDeps) {
    for (const reaction of deps.reactions ?? []) {
      for (const type of reaction.handles) {
        this.reactionsByType.set(type, [...(this.reactionsByType.get(type) ?? []), reaction]);
      }
    }
  }

  get catalog(): EventCatalog {
    return this.deps.catalog;
  }

  /**
   * One command, one transaction: read the stream, fold it, decide, append at the version read,
   * run projections and reactions, commit. A concurrent writer makes the append fail; then the
   * whole thing runs again on fresh state, a bounded number of times, before a 409.
   */
  async handleCommand<State, Command, Event extends NewEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    options: CommandOptions<State, Event> = {},
  ): Promise<CommandResult<State, Event>> {
    return this.transact(async (tx) => {
      const result = await tx.handle(decider, streamId, command, options.metadata);
      await options.onAppended?.(tx, result.events, result.state);
      return result;
    });
  }

  /**
   * A unit of work over several steps (redeem a token, then record what it proves) in one
   * transaction. On a version conflict anywhere in it, the whole unit runs again.
   */
  async transact<T>(work: (tx: UnitOfWork) => Promise<T>): Promise<T> {
    return this.withConcurrencyRetries((attempt) =>
      this.inTransaction((tx) => work(this.unitOfWork(tx, attempt))),
    );
  }

  private unitOfWork(tx: TransactionState, attempt: number): UnitOfWork {
    return {
      ...tx,
      handle: (decider, streamId, command, metadata) =>
        this.decideAndAppend(
          tx,
          attempt,
          decider,
          streamId,
          async () => ({
            history: await readStreamLocked(tx.db, this.catalog, streamId, attempt),
            command,
          }),
          metadata,
        ),
      handleWithFacts: (decider, streamId, facts, command, metadata) =>
        this.decideAndAppend(
          tx,
          attempt,
          decider,
          streamId,
          async () => {
            const read = await readStreamAndFactsLocked<Parameters<typeof command>[0]>(
              tx.db,
              this.catalog,
              streamId,
              attempt,
              facts,
            );
            return { history: read.events, command: command(read.facts) };
          },
          metadata,
        ),
      append: (stream, expectedVersion, events, metadata) =>
        this.appendInTransaction(tx, stream, expectedVersion, events, metadata, { attempt }),
      refoldAfterErasure: (keyId) =>
        refoldAfterErasure(tx.db, this.catalog, this.deps.projections, keyId),
    };
  }

  /** Appends without deciding (imports, tests); still one transaction with projections. */
  async append(
    stream: StreamRef,
    expectedVersion: number,
    events: NewEvent[],
    metadata?: EventMetadata,
  ): Promise<RecordedEvent[]> {
    return this.inTransaction((tx) =>
      this.appendInTransaction(tx, stream, expectedVersion, events, metadata),
    );
  }

  readStream(streamId: string): Promise<RecordedEvent[]> {
    return readStream(this.deps.db, this.catalog, streamId);
  }

  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return readAll(this.deps.db, this.catalog, options);
  }

  /** readAll and hasHeldBackEvents in one round trip, for the live hub's follower. */
  readFollowerPage(options?: ReadAllOptions): Promise<FollowerPage> {
    return readFollowerPage(this.deps.db, this.catalog, options);
  }

  /** Called after each commit, in commit order within this process. */
  onCommitted(listener: CommittedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async decideAndAppend<State, Command, Event extends NewEvent>(
    tx: TransactionState,
    attempt: number,
    decider: Decider<State, Command, Event>,
    streamId: string,
    read: () => Promise<{ history: RecordedEvent[]; command: Command }>,
    metadata: EventMetadata | undefined,
  ): Promise<CommandResult<State, Event>> {
    const { command, ...rest } = await read();
    const history = rest.history as RecordedEvent<Event>[];
    let state = history.reduce((s, e) => decider.evolve(s, e), decider.initialState());
    const newEvents = decider.decide(command, state, streamId);
    const stream = { id: streamId, type: decider.streamType };
    const recorded = (await this.appendInTransaction(
      tx,
      stream,
      history.length,
      newEvents,
      metadata,
      { versionReadHere: true, attempt },
    )) as RecordedEvent<Event>[];
    state = recorded.reduce((s, e) => decider.evolve(s, e), state);
    return { events: recorded, state, version: history.length + recorded.length };
  }

  private async appendInTransaction(
    tx: TransactionState,
    stream: StreamRef,
    expectedVersion: number,
    events: NewEvent[],
    metadata: EventMetadata | undefined,
    options: { versionReadHere?: boolean; attempt?: number } = {},
  ): Promise<RecordedEvent[]> {
    const recorded = await appendToStream(
      tx.db,
      this.catalog,
      stream,
      expectedVersion,
      events,
      metadata,
      {
        versionReadHere: options.versionReadHere,
      },
    );
    await this.deps.projections.apply(recorded, tx.db);
    for (const event of recorded) {
      for (const reaction of this.reactionsByType.get(event.type) ?? []) {
        await reaction.react(event, this.unitOfWork(tx, options.attempt ?? 1));
      }
    }
    tx.committed.push(...recorded);
    return recorded;
  }

  private async inTransaction<T>(work: (tx: TransactionState) => Promise<T>): Promise<T> {
    const committed: RecordedEvent[] = [];
    const queued = new Set<string>();
    const result = await this.deps.db.transaction().execute((trx) =>
      work({
        db: trx,
        committed,
        enqueue: async (job, payload, options) => {
          await this.deps.jobs.sendInTransaction(trx, job, payload, options);
          queued.add(job);
        },
      }),
    );
    this.deps.jobs.wake(queued);
    if (committed.length > 0) this.notifyCommitted(committed);
    return result;
  }

  private notifyCommitted(events: readonly RecordedEvent[]): void {
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch {
        // A listener's failure must not turn a committed command into an error.
      }
    }
  }

  private async withConcurrencyRetries<T>(attempt: (tries: number) => Promise<T>): Promise<T> {
    const maxAttempts = this.deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    for (let tries = 1; ; tries++) {
      try {
        return await attempt(tries);
      } catch (error) {
        const retryable = error instanceof ConcurrencyError || isTransientAbort(error);
        if (!retryable || tries >= maxAttempts) throw error;
        // Jittered backoff spreads the losers out so they stop colliding with each other.
        await sleep(Math.random() * Math.min(2 ** tries, 50));
      }
    }
  }
}
