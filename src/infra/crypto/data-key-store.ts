import { createSecretKey, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { DATA_KEY_BYTES, type DataKey } from './field-cipher.js';
import { KeyWrapper } from './data-key-secret.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL on tables of our own
type Db = Kysely<any>;

/** A key that was destroyed (erasure): its values read as their placeholders. */
export const DESTROYED = Symbol('destroyed data key');
export type KnownKey = DataKey | typeof DESTROYED;

/** The key id of texts no member owns (system-written reasons, operators' notes on shared records). */
export const PLATFORM_KEY_ID = 'platform';

export class DataKeySecretMismatchError extends Error {
  constructor() {
    super(
      "DATA_KEY_SECRET does not match the secret this database's data keys were wrapped with: " +
        'personal data in the event log could not be read. Start with the DATA_KEY_SECRET (or the ' +
        'data-key-secret file of the data directory) this database was first started with.',
    );
    this.name = 'DataKeySecretMismatchError';
  }
}

/** A value names a key the keys table never held: the log and the keys are out of step. */
export class UnknownDataKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `Data key ${keyId} is not in data_keys: the keys table and the event log do not belong together`,
    );
    this.name = 'UnknownDataKeyError';
  }
}

/** Personal data of a person whose key was destroyed cannot be written again under it. */
export class DestroyedDataKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `The data key of ${keyId} was destroyed (erased): nothing personal of hers can be recorded`,
    );
    this.name = 'DestroyedDataKeyError';
  }
}

const SECRET_CHECK_ID = 'secret-check';
const SECRET_CHECK_TEXT = Buffer.from('rbt-nanny-connect data keys');
const DEFAULT_CACHED_KEYS = 50_000;

interface KeyRow {
  key_id: string;
  wrapped_key: Buffer | null;
  mine: boolean | null;
}

/**
 * Every person's data key, in `data_keys`, wrapped by the key derived from DATA_KEY_SECRET.
 *
 * Each call takes the caller's connection or transaction (`db`): the embedded engine has a single
 * connection, and a key created for an append belongs to that append's transaction, so it
 * commits or rolls back with the events it encrypted. Unwrapped keys are cached in memory
 * (bounded, oldest out first) once they are committed; what is not cached costs one query per
 * batch of events, never one per event.
 *
 * Destroyed keys are cached too. Another instance that destroys a key (an erasure) must tell this
 * one to forget() it: until then this one keeps reading her values from its cache.
 */
export class DataKeyStore {
  private readonly cache = new Map<string, KnownKey>();

  private constructor(
    private readonly wrapper: KeyWrapper,
    private readonly maxCachedKeys: number,
  ) {}

  /** Opens the store, refusing a secret other than the one the keys were first wrapped with. */
  static async open(
    db: Db,
    secret: string,
    options: { maxCachedKeys?: number } = {},
  ): Promise<DataKeyStore> {
    const wrapper = new KeyWrapper(secret);
    await sql`insert into data_key_secret_check (sealed) values (${wrapper.wrap(SECRET_CHECK_ID, SECRET_CHECK_TEXT)})
      on conflict (id) do nothing`.execute(db);
    await checkSecret(db, wrapper);
    return new DataKeyStore(wrapper, options.maxCachedKeys ?? DEFAULT_CACHED_KEYS);
  }

  /**
   * A store that only reads keys, on a database whose secret check is already written (a worker
   * thread reading the log in a read-only transaction): the secret is checked, nothing written.
   */
  static async openForReading(db: Db, secret: string): Promise<DataKeyStore> {
    const wrapper = new KeyWrapper(secret);
    await checkSecret(db, wrapper);
    return new DataKeyStore(wrapper, DEFAULT_CACHED_KEYS);
  }

  /** The keys of these ids as far as they exist: a key, DESTROYED, or absent (unknown). */
  async keysForReading(db: Db, keyIds: Iterable<string>): Promise<Map<string, KnownKey>> {
    const found = new Map<string, KnownKey>();
    const missing: string[] = [];
    for (const id of new Set(keyIds)) {
      const cached = this.cache.get(id);
      if (cached === undefined) missing.push(id);
      else found.set(id, cached);
    }
    if (missing.length > 0) {
      for (const row of await this.select(db, missing)) found.set(row.key_id, this.remember(row));
    }
    return found;
  }

  /**
   * Usable keys for these ids, created in `db`'s transaction where missing. A destroyed key is
   * refused: an erased person's data is never written again.
   */
  async keysForWriting(db: Db, keyIds: Iterable<string>): Promise<Map<string, DataKey>> {
    const ids = [...new Set(keyIds)];
    const known = await this.keysForReading(db, ids);
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0)
      for (const [id, key] of await this.create(db, missing)) known.set(id, key);
    const usable = new Map<string, DataKey>();
    for (const id of ids) {
      const key = known.get(id);
      if (key === DESTROYED) throw new DestroyedDataKeyError(id);
      if (key === undefined) throw new UnknownDataKeyError(id);
      usable.set(id, key);
    }
    return usable;
  }

  /**
   * Destroys a person's key (erasure): her values then read as placeholders wherever
   * they are read, replay included. The row stays, emptied, so her key id is known as erased.
   * Runs in the caller's transaction; other instances must be told to forget() the key.
   */
  async destroyKey(db: Db, keyId: string): Promise<void> {
    await sql`insert into data_keys (key_id, wrapped_key, destroyed_at) values (${keyId}, null, now())
      on conflict (key_id) do update set wrapped_key = null, destroyed_at = coalesce(data_keys.destroyed_at, now()),
        written_xid = pg_current_xact_id()`.execute(db);
    this.cache.delete(keyId);
  }

  /** Drops a cached key (another instance destroyed it); the next read asks the table. */
  forget(keyId: string): void {
    this.cache.delete(keyId);
  }

  /** New keys for these ids, in one statement however many (a bulk import creates thousands). */
  private async create(db: Db, keyIds: string[]): Promise<Map<string, KnownKey>> {
    const fresh = new Map(keyIds.map((id) => [id, randomBytes(DATA_KEY_BYTES)]));
    const wrapped = keyIds.map((id) => this.wrapper.wrap(id, fresh.get(id)!));
    // Another transaction creating the same key makes this insert wait for it, then skip it.
    const { rows } = await sql<{ key_id: string }>`
      insert into data_keys (key_id, wrapped_key)
      select * from unnest(${keyIds}::text[], ${wrapped}::bytea[])
      on conflict (key_id) do nothing returning key_id`.execute(db);
    // Not cached: this transaction may still roll back.
    const created = new Map<string, KnownKey>(
      rows.map(({ key_id }) => [key_id, createSecretKey(fresh.get(key_id)!)]),
    );
    const takenMeanwhile = keyIds.filter((id) => !created.has(id));
    if (takenMeanwhile.length > 0) {
      for (const row of await this.select(db, takenMeanwhile)) {
        created.set(row.key_id, this.remember(row));
      }
    }
    return created;
  }

  private async select(db: Db, keyIds: string[]): Promise<KeyRow[]> {
    const { rows } = await sql<KeyRow>`
      select key_id, wrapped_key, written_xid = pg_current_xact_id_if_assigned() as mine
      from data_keys where key_id = any(${keyIds}::text[])`.execute(db);
    return rows;
  }

  private remember(row: KeyRow): KnownKey {
    const key = row.wrapped_key === null ? DESTROYED : this.unwrap(row.key_id, row.wrapped_key);
    if (row.mine !== true) {
      if (this.cache.size >= this.maxCachedKeys) {
        this.cache.delete(this.cache.keys().next().value!);
      }
      this.cache.set(row.key_id, key);
    }
    return key;
  }

  private unwrap(keyId: string, wrapped: Buffer): DataKey {
    const key = this.wrapper.unwrap(keyId, wrapped);
    if (key === undefined) throw new DataKeySecretMismatchError();
    return createSecretKey(key);
  }
}

/** Throws DataKeySecretMismatchError unless `wrapper`'s secret opens the stored check value. */
async function checkSecret(db: Db, wrapper: KeyWrapper): Promise<void> {
  const { rows } = await sql<{
    sealed: Buffer;
  }>`select sealed from data_key_secret_check`.execute(db);
  const opened = rows[0] && wrapper.unwrap(SECRET_CHECK_ID, rows[0].sealed);
  if (!opened?.equals(SECRET_CHECK_TEXT)) throw new DataKeySecretMismatchError();
}
