import type { TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import {
  DESTROYED,
  PLATFORM_KEY_ID,
  UnknownDataKeyError,
  type KnownKey,
} from '../crypto/data-key-store.js';
import {
  decryptField,
  encryptField,
  isEncryptedValue,
  keyIdOf,
  type DataKey,
  type FieldPlace,
} from '../crypto/field-cipher.js';

// Personal data in the log (docs/privacy.md): the personal values of events are encrypted per
// person on append and decrypted on read, here, so every reader (streams, followers, replay, the
// operator's log, the export) gets plain events and erasing a person (destroying her key) reaches
// all of them.

/** The schema keyword a personal field carries (ignored by validators and OpenAPI alike). */
export const PERSONAL_KEYWORD = 'x-personal';

/**
 * Whose key encrypts a personal value: the person it is by or about (the data subject), named by
 * a path in the event's data (`parentId`); `$actor` for words whose writer the data does not
 * name (metadata.actorId; the platform's key when a job wrote them); `$platform` for an
 * operator's note on a record of two people (a settled dispute, an incident), which neither
 * person's erasure may take from the other.
 */
type PersonalOwner = string;

export interface PersonalMark {
  owner: PersonalOwner;
  /** What the value reads as once its key is destroyed (erasure): '' unless said. */
  erased?: string;
}

/** Marks a field personal: encrypted in the log under its owner's key. */
export function personal<T extends TSchema>(schema: T, mark: PersonalMark): T {
  return { ...schema, [PERSONAL_KEYWORD]: mark };
}

export interface PersonalField {
  path: readonly string[];
  /** `photo.fileName`: the path as bound into the ciphertext. */
  dotted: string;
  owner: PersonalOwner;
  erased: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The personal fields of an event schema: marked properties of its objects, at any depth through
 * objects and unions (a nullable photo's file name). A mark inside an array is refused: no event
 * has one, and a path could not say which item.
 */
export function personalFieldsOf(schema: unknown): PersonalField[] {
  const found = new Map<string, PersonalField>();
  const walk = (node: unknown, path: string[]) => {
    if (!isNode(node)) return;
    const mark = node[PERSONAL_KEYWORD] as PersonalMark | undefined;
    if (mark !== undefined) {
      if (path.length === 0) throw new Error('A whole event cannot be personal: mark its fields');
      const dotted = path.join('.');
      found.set(dotted, { path, dotted, owner: mark.owner, erased: mark.erased ?? '' });
      return;
    }
    if (isNode(node.properties)) {
      for (const [key, child] of Object.entries(node.properties)) walk(child, [...path, key]);
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const choices = node[keyword];
      if (Array.isArray(choices)) for (const choice of choices) walk(choice, path);
    }
    if (node.items !== undefined && JSON.stringify(node.items).includes(PERSONAL_KEYWORD)) {
      throw new Error(`A personal field inside an array (${path.join('.')}) is not supported`);
    }
  };
  walk(schema, []);
  return [...found.values()];
}

/** Personal fields given by dotted path (for data stored under an older schema version). */
export const personalFieldsFrom = (marks: Record<string, PersonalMark>): PersonalField[] =>
  Object.entries(marks).map(([dotted, mark]) => ({
    path: dotted.split('.'),
    dotted,
    owner: mark.owner,
    erased: mark.erased ?? '',
  }));

export function valueAt(data: unknown, path: readonly string[]): unknown {
  let node = data;
  for (const key of path) {
    if (!isNode(node)) return undefined;
    node = node[key];
  }
  return node;
}

function setAt(data: unknown, path: readonly string[], value: unknown): void {
  let node = data;
  for (const key of path.slice(0, -1)) {
    if (!isNode(node)) return;
    node = node[key];
  }
  if (isNode(node)) node[path[path.length - 1]!] = value;
}

function ownerKeyId(field: PersonalField, data: unknown, actorId: string | undefined): string {
  if (field.owner === '$platform') return PLATFORM_KEY_ID;
  if (field.owner === '$actor') return actorId ?? PLATFORM_KEY_ID;
  const owner = valueAt(data, field.owner.split('.'));
  if (typeof owner !== 'string' || owner === '') {
    throw new Error(`The owner ${field.owner} of personal field ${field.dotted} is not an id`);
  }
  return owner;
}

/** One event to seal: its data is a plain-JSON copy the sealing may change in place. */
export interface EventToSeal {
  streamId: string;
  type: string;
  data: unknown;
  fields: readonly PersonalField[];
  actorId: string | undefined;
}

/** One stored row to open; its data (fresh from the database) is changed in place. */
export interface RowToOpen {
  streamId: string;
  type: string;
  data: unknown;
  fields: readonly PersonalField[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database with data_keys
type Db = Kysely<any>;

/** Where the data keys come from: the DataKeyStore (a map in unit tests). */
export interface DataKeys {
  keysForReading(db: Db, keyIds: Iterable<string>): Promise<Map<string, KnownKey>>;
  keysForWriting(db: Db, keyIds: Iterable<string>): Promise<Map<string, DataKey>>;
  /** Erasure: her values read as their placeholders from then on. */
  destroyKey(db: Db, keyId: string): Promise<void>;
  /** Drops a cached key another instance destroyed. */
  forget(keyId: string): void;
}

/** Encryption and decryption of marked fields, with keys from the key store. */
export class PersonalData {
  constructor(private readonly keys: DataKeys) {}

  /** The key store (erasure destroys keys through it). */
  get keyStore(): DataKeys {
    return this.keys;
  }

  /**
   * Encrypts every marked string in place (null stays null), creating missing keys in `db`'s
   * transaction. Returns the keys used, so the rows the insert returns open without a lookup.
   */
  async seal(db: Db, events: EventToSeal[]): Promise<ReadonlyMap<string, KnownKey>> {
    const owners: string[][] = events.map((event) =>
      event.fields.map((field) =>
        typeof valueAt(event.data, field.path) === 'string'
          ? ownerKeyId(field, event.data, event.actorId)
          : '',
      ),
    );
    const keys = await this.keys.keysForWriting(
      db,
      owners.flat().filter((id) => id !== ''),
    );
    events.forEach((event, e) => {
      event.fields.forEach((field, f) => {
        const keyId = owners[e]![f]!;
        if (keyId === '') return;
        const place = { streamId: event.streamId, eventType: event.type, path: field.dotted };
        const text = valueAt(event.data, field.path) as string;
        setAt(event.data, field.path, encryptField(keys.get(keyId)!, keyId, place, text));
      });
    });
    return keys;
  }

  /**
   * Decrypts every marked value of these rows in place, with one key lookup for the batch. A
   * destroyed key gives the field's placeholder; a key the table never held is an error (the
   * log and the keys do not belong together, and blanking would hide it). A value in clear (an
   * event older than the encryption, read before the migration ran) is left as it is.
   */
  async open(db: Db, rows: RowToOpen[], known?: ReadonlyMap<string, KnownKey>): Promise<void> {
    const wanted = new Set<string>();
    for (const row of rows) {
      for (const field of row.fields) {
        const value = valueAt(row.data, field.path);
        if (!isEncryptedValue(value)) continue;
        const id = keyIdOf(value);
        if (id !== undefined && !known?.has(id)) wanted.add(id);
      }
    }
    const keys =
      wanted.size > 0 ? await this.keys.keysForReading(db, wanted) : new Map<string, KnownKey>();
    for (const row of rows) {
      for (const field of row.fields) {
        const value = valueAt(row.data, field.path);
        if (!isEncryptedValue(value)) continue;
        const id = keyIdOf(value) ?? '';
        const key = known?.get(id) ?? keys.get(id);
        if (key === undefined) throw new UnknownDataKeyError(id);
        const place: FieldPlace = {
          streamId: row.streamId,
          eventType: row.type,
          path: field.dotted,
        };
        setAt(
          row.data,
          field.path,
          key === DESTROYED ? field.erased : decryptField(key, value, place),
        );
      }
    }
  }
}
