import type { InsertType, SelectType } from 'kysely';
import type { Database } from '../db/schema.js';
import type { NewEvent, RecordedEvent } from '../event-store/event-types.js';
import type { Projection } from './projection-registry.js';
import type { Rows, TableSpec } from './rows.js';

/** A read table of the database schema (migrations/, src/infra/db/schema.ts). */
type ReadTable = Extract<keyof Database, string>;

/** A row as a fold holds it: each column as it is read (dates as Date, jsonb as objects). */
export type RowOf<T extends ReadTable> = { [C in keyof Database[T]]: SelectType<Database[T][C]> };
type Column<T extends ReadTable> = keyof RowOf<T> & string;
/** Columns an insert may leave out: the database defaults them, or they may be null. */
type OptionalColumn<T extends ReadTable> = {
  [C in Column<T>]: undefined extends InsertType<Database[T][C]>
    ? C
    : null extends InsertType<Database[T][C]>
      ? C
      : never;
}[Column<T>];
type NewRowOf<T extends ReadTable> = Omit<RowOf<T>, OptionalColumn<T>> &
  Partial<Pick<RowOf<T>, OptionalColumn<T>>>;

/** A table a projection owns, its key and lookups named by the schema's columns. */
export interface ReadTableSpec<T extends ReadTable> extends TableSpec {
  name: T;
  key: readonly Column<T>[];
  json?: readonly Column<T>[];
  lookups?: readonly Column<T>[];
}

/** A table a projection owns: its key and lookups checked against the schema's columns. */
export const readTable = <T extends ReadTable>(
  name: T,
  spec: Omit<ReadTableSpec<T>, 'name'>,
): ReadTableSpec<T> => ({ name, ...spec });

/** The spec of one of the tables T (each table's own columns). */
type SpecOf<T extends ReadTable> = T extends ReadTable ? ReadTableSpec<T> : never;

/** Rows (rows.ts) typed by the schema: a misspelt table or column, or a wrong value, fails to compile. */
export interface TypedRows<T extends ReadTable> {
  get<N extends T>(table: N, key: Partial<RowOf<N>>): Readonly<Partial<RowOf<N>>> | undefined;
  find<N extends T, C extends Column<N>>(
    table: N,
    column: C,
    value: RowOf<N>[C],
  ): readonly Readonly<Partial<RowOf<N>>>[];
  insert<N extends T>(table: N, row: NewRowOf<N>, onConflict: 'keep' | readonly Column<N>[]): void;
  update<N extends T>(table: N, key: Partial<RowOf<N>>, patch: Partial<RowOf<N>>): void;
  remove<N extends T>(table: N, key: Partial<RowOf<N>>): void;
}

/**
 * Every event type the projection follows, each marked: true, folded; false, seen and left alone
 * (its table does not change). An event type added to the union and not marked fails to compile.
 */
type EventChoice<E extends NewEvent> = { [K in E['type']]: boolean };

/** The columns of a row about to be written: an upsert's columns to overwrite. */
export const columnsOf = <R extends object>(row: R) => Object.keys(row) as (keyof R & string)[];

/** What a profile projection reads of a registration (an accounts event, matched by type name). */
export interface RegistrationFacts {
  accountId: string;
  fullName: string;
  email: string;
  registeredAt: string;
}

/**
 * The accounts events a profile projection follows, matched by type name: her registration (as a
 * nanny or a parent: `Registered`) and her new email.
 */
export type ProfileAccountFact<Registered extends string> =
  | { type: Registered; data: RegistrationFacts }
  | { type: 'EmailChanged'; data: { accountId: string; email: string } };

/**
 * A person's profile row as her registration writes it, the same for a nanny and a parent: on a
 * registration seen again the upsert overwrites these columns only (see columnsOf).
 */
export const registeredProfileRow = (registered: RegistrationFacts, at: Date) => ({
  full_name: registered.fullName,
  email: registered.email,
  created_at: new Date(registered.registeredAt),
  updated_at: at,
});

/** Every type of a feature's own event list, folded. */
export const everyOf = <K extends string>(types: readonly K[]): Record<K, true> =>
  Object.fromEntries(types.map((type) => [type, true])) as Record<K, true>;

/**
 * A projection over an event union E (its own feature's events and, matched by type name, the
 * facts of others it follows), writing the tables T of the database schema. Only the types marked
 * true reach `fold`, which sees them typed; the registry calls it with nothing else.
 */
export function defineProjection<E extends NewEvent, T extends ReadTable>(spec: {
  name: string;
  /** In an order that truncates safely (children first). */
  tables: readonly SpecOf<T>[];
  events: EventChoice<E>;
  fold(event: RecordedEvent<E>, rows: TypedRows<T>): void;
}): Projection {
  const events = spec.events as Record<string, boolean>;
  return {
    name: spec.name,
    tables: spec.tables,
    handles: Object.keys(events).filter((type) => events[type]),
    // The one place the untyped event and rows become typed: the registry passes only the
    // handled types, and the rows of the tables named above.
    fold: (event: RecordedEvent, rows: Rows) =>
      spec.fold(event as unknown as RecordedEvent<E>, rows as unknown as TypedRows<T>),
  };
}
