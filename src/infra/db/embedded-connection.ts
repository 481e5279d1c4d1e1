import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's one backend, as the pg driver's connections reach it. PGlite is a single session:
 * two connections served at once would run their statements inside each other's transactions.
 * So it serves one connection at a time: a connection opened while another is open (the pool
 * replacing a client it dropped, which it does before the old one has finished closing) waits
 * until that one has closed, and its closing rollback has run.
 */
export class EmbeddedBackend {
  #serving: EmbeddedConnection | undefined;
  readonly #waiting: { connection: EmbeddedConnection; turn: (served: boolean) => void }[] = [];

  constructor(readonly pglite: PGlite) {}

  connect(): EmbeddedConnection {
    return new EmbeddedConnection(this);
  }

  /**
   * Resolves when `connection` is the one served (true), or when it closed while it waited
   * (false): then it ran nothing, and must not touch the backend.
   */
  turnOf(connection: EmbeddedConnection): Promise<boolean> {
    this.#serving ??= connection;
    if (this.#serving === connection) return Promise.resolve(true);
    return new Promise((turn) => this.#waiting.push({ connection, turn }));
  }

  /** `connection` is closing: if it is still waiting, it leaves the line now. */
  withdraw(connection: EmbeddedConnection): void {
    const waiting = this.#waiting.findIndex((entry) => entry.connection === connection);
    if (waiting >= 0) this.#waiting.splice(waiting, 1)[0]!.turn(false);
  }

  /** The connection served has closed, its rollback done: serve the next one waiting. */
  closed(connection: EmbeddedConnection): void {
    if (this.#serving !== connection) return;
    const next = this.#waiting.shift();
    this.#serving = next?.connection;
    next?.turn(true);
  }
}

/**
 * A pg connection to PGlite inside this process, as a stream rather than a socket: the wire
 * protocol is the same (pg, kysely and pg-boss cannot tell), but what pg writes goes straight
 * into PGlite and its answer straight back, with no socket and no system call on either side.
 * What pg writes in one burst (a query's Parse, Bind, Describe, Execute and Sync) is handed to
 * PGlite in one call, as a server reads a client's pipeline; a socket server in between handed
 * it over message by message, at more than twice the CPU a statement.
 */
export class EmbeddedConnection extends Duplex {
  readonly #backend: EmbeddedBackend;
  /** Whether the backend serves this connection, once its turn has come (or never will). */
  #served: Promise<boolean>;
  /** What `#served` resolved to, and false again once this connection has closed. */
  #isServed = false;
  /** This connection's work, in the order it arrived, from its turn on the backend. */
  #work: Promise<unknown>;
  #closing: Promise<void> | undefined;
  #pending: Buffer[] = [];
  #flushScheduled = false;
  /** The first message of a connection is its startup message, framed without a type byte. */
  #startedUp = false;

  constructor(backend: EmbeddedBackend) {
    super();
    this.#backend = backend;
    this.#served = backend.turnOf(this).then((served) => (this.#isServed = served));
    this.#work = this.#served;
  }

  /** pg calls these as it would on a socket; there is no network to set up. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.#receive(chunk);
    done();
  }

  override _writev(
    chunks: { chunk: Buffer; encoding: BufferEncoding }[],
    done: (error?: Error) => void,
  ): void {
    for (const { chunk } of chunks) this.#receive(chunk);
    done();
  }

  override _final(done: (error?: Error) => void): void {
    this.#flush();
    // pg waits for the stream to close once it has ended its side: end ours too.
    this.#close().then(() => {
      this.push(null);
      done();
    }, done);
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.#pending = [];
    this.#close().then(
      () => done(error),
      () => done(error),
    );
  }

  #receive(chunk: Buffer): void {
    this.#pending.push(chunk);
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // pg writes a query's messages one after another in the same tick: gather them first. And
    // run them on a turn of the event loop of their own, as a socket's answer would arrive:
    // a request's statements then never hold the loop from timers, sockets and other requests
    // for longer than one statement.
    setImmediate(() => this.#flush());
  }

  #flush(): void {
    if (!this.#flushScheduled) return;
    this.#flushScheduled = false;
    void this.#then(() => this.#runComplete());
  }

  /** Hands PGlite every complete message received so far, and keeps the rest for later. */
  async #runComplete(): Promise<void> {
    if (!this.#isServed || this.destroyed || this.#pending.length === 0) return;
    const received = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending);
    const complete = this.#startedUp
      ? completeMessagesLength(received)
      : startupMessageLength(received);
    const rest = received.subarray(complete);
    this.#pending = rest.length > 0 ? [rest] : [];
    if (complete === 0) return;
    const pglite = this.#backend.pglite;
    const afterStartup = !this.#startedUp && rest.length > 0;
    this.#startedUp = true;
    try {
      await pglite.runExclusive(() =>
        pglite.execProtocolRawStream(received.subarray(0, complete), {
          onRawData: (data) => {
            if (data.length > 0) this.push(Buffer.from(data));
          },
        }),
      );
    } catch (error) {
      this.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // PGlite reads a startup message alone; whatever pg wrote after it runs next.
    if (afterStartup) await this.#runComplete();
  }

  #then(task: () => Promise<void>): Promise<void> {
    const run = this.#work.then(task);
    this.#work = run.catch(() => {});
    return run;
  }

  /** A connection that goes away mid-transaction leaves the backend as it found it. */
  #close(): Promise<void> {
    this.#closing ??= this.#closeOnce();
    return this.#closing;
  }

  async #closeOnce(): Promise<void> {
    this.#backend.withdraw(this);
    if (!(await this.#served)) return;
    try {
      await this.#then(async () => {
        const pglite = this.#backend.pglite;
        if (!pglite.closed && pglite.isInTransaction()) await pglite.exec('ROLLBACK');
      });
    } finally {
      this.#isServed = false;
      this.#backend.closed(this);
    }
  }
}

/** The startup message: its 32-bit length (counting itself) comes first. */
export function startupMessageLength(buffer: Buffer): number {
  if (buffer.length < 4) return 0;
  const length = buffer.readInt32BE(0);
  return buffer.length >= length ? length : 0;
}

/**
 * The length of the leading complete messages: each is a type byte and a 32-bit length that
 * counts itself.
 */
export function completeMessagesLength(buffer: Buffer): number {
  let offset = 0;
  while (buffer.length - offset >= 5) {
    const length = 1 + buffer.readInt32BE(offset + 1);
    if (buffer.length - offset < length) break;
    offset += length;
  }
  return offset;
}
