import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EventsTable } from '../db/schema.js';
import { isEncryptedValue, keyIdOf } from '../crypto/field-cipher.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { toRecordedEvents } from '../event-store/event-store.js';
import { writeRows } from './bulk-writer.js';
import { MemoryRows } from './memory-rows.js';
import type { ProjectionRegistry } from './projection-registry.js';
import { rebuildInTransaction } from './rebuild.js';
import { locate } from './replay-compare.js';
import type { Row } from './rows.js';
import { groupValue, idsInside, isGroup, TrackedRows } from './tracked-rows.js';

/** The ids event_mentions (migration 0037) indexes: every account id has this shape. */
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Past this many events a partial fold saves little: the whole log is folded instead. */
const MAX_EVENTS = 200_000;
/** Rounds of widening the ids before giving up on a partial fold. */
const MAX_ROUNDS = 12;

export interface ErasureRefoldReport {
  /** Events folded in the last round (the whole log's when it fell back). */
  events: number;
  /** Read rows written again (or deleted). */
  rows: number;
  rounds: number;
  /** Why the whole log was folded instead, if it was. */
  fullRebuild?: string;
}

type Db = Kysely<Database>;
type EventRow = Selectable<EventsTable> & { mentions: string[] };

/**
 * After a data key is destroyed (erasure), makes the read tables what a fold of the whole log
 * would now give, by folding again only the events that can change them (docs/privacy.md):
 * 1. her events: every event with a value under her key (found in the streams of the events
 *    naming her, since a `$actor` value does not name its writer);
 * 2. those events and every event naming an id they name are folded into empty rows in memory,
 *    recording what each fold reads and writes;
 * 3. rows written by her events, or by events that read such rows after them, may differ: those
 *    must come out exact, so every row their writers read must too, and every id such a row is
 *    reached by must be among the ids folded. Missing ones widen the fold, which runs again;
 * 4. the rows that may differ are written over the live ones (deleted where the fold has none).
 * A partial fold is exact because a fold reaches rows only through ids its event names
 * (TrackedRows checks each access); should any fold break that, or the fold grow past
 * MAX_EVENTS, the whole log is folded as before.
 */
export async function refoldAfterErasure(
  trx: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  keyId: string,
  maxEvents = MAX_EVENTS,
): Promise<ErasureRefoldReport> {
  // As the whole rebuild: no append lands between the fold and the commit.
  await sql`lock table events in exclusive mode`.execute(trx);
  const full = async (reason: string, rounds: number) => {
    const rebuilt = await rebuildInTransaction(trx, catalog, registry);
    return { events: rebuilt.events, rows: 0, rounds, fullRebuild: reason };
  };
  if (!ID_SHAPE.test(keyId)) return full('the key is not an id the log indexes', 0);
  const sources = await eventsUnderKey(trx, keyId);
  if (sources.size === 0) return { events: 0, rows: 0, rounds: 0 };
  let ids = new Set<string>([keyId]);
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const rows = await eventsNaming(trx, ids, sources);
    if (rows.length > maxEvents) return full(`more than ${maxEvents} events to fold`, round);
    const tracked = await foldTracked(trx, catalog, registry, rows);
    if (tracked.violation) return full(tracked.violation, round);
    const changed = rowsThatMayDiffer(tracked, sources);
    const needed = idsNeeded(tracked, changed);
    const missing = [...needed].filter((id) => !ids.has(id));
    if (missing.length === 0) {
      const tables = byTable(tracked, changed);
      if (await missedRows(trx, registry, tracked, tables)) {
        return full('a row her events reach was made by an event the fold did not see', round);
      }
      const written = await writeOver(trx, registry, tracked, tables);
      return { events: rows.length, rows: written, rounds: round };
    }
    ids = new Set([...ids, ...missing]);
  }
  return full(`the ids to fold did not settle in ${MAX_ROUNDS} rounds`, MAX_ROUNDS);
}

/** Positions of the events holding a value encrypted under `keyId`. */
async function eventsUnderKey(trx: Db, keyId: string): Promise<Set<number>> {
  const { rows } = await sql<{ position: string | number; data: unknown }>`
    select position, data from events
     where stream_id in (
       select distinct stream_id from events where event_mentions(data) @> array[${keyId}::text])`.execute(
    trx,
  );
  return new Set(rows.filter((row) => holdsKey(row.data, keyId)).map((r) => Number(r.position)));
}

function holdsKey(value: unknown, keyId: string): boolean {
  if (isEncryptedValue(value)) return keyIdOf(value) === keyId;
  if (Array.isArray(value)) return value.some((item) => holdsKey(item, keyId));
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).some((item) => holdsKey(item, keyId));
  }
  return false;
}

/** The events naming any of `ids`, and the `sources`, in log order, with the ids each names. */
async function eventsNaming(trx: Db, ids: Set<string>, sources: Set<number>) {
  const { rows } = await sql<EventRow>`
    select *, event_mentions(data) as mentions from events
     where event_mentions(data) && ${[...ids]}::text[] or position = any(${[...sources]}::bigint[])
     order by position`.execute(trx);
  return rows;
}

/** The events folded from empty rows, every access recorded. */
async function foldTracked(
  trx: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  rows: EventRow[],
): Promise<TrackedRows> {
  const tracked = new TrackedRows(new MemoryRows(registry.specs));
  const mentions = rows.map((row) => new Set(row.mentions));
  const events = await toRecordedEvents(
    trx,
    catalog,
    rows.map(({ mentions: _mentions, ...row }) => row),
  );
  events.forEach((event, index) =>
    tracked.foldOne(event, mentions[index]!, (into) => registry.foldEvent(event, into)),
  );
  return tracked;
}

/**
 * Rows whose value may now differ from the live one: written (or read) by an event holding her
 * values, or written by an event that read such a row (or a group that ever held one) after.
 */
function rowsThatMayDiffer(tracked: TrackedRows, sources: Set<number>): Set<string> {
  const changed = new Set<string>();
  const touchesChanged = (id: string) =>
    isGroup(id)
      ? [...(tracked.groupMembers.get(id) ?? [])].some((member) => changed.has(member))
      : changed.has(id);
  for (const access of tracked.accesses) {
    const source = sources.has(access.position);
    if (!source && ![...access.reads].some(touchesChanged)) continue;
    for (const id of access.writes) changed.add(id);
    // A fold may write a row in one reading and not in the other: the rows it read are redone.
    for (const id of access.reads) if (!isGroup(id)) changed.add(id);
  }
  return changed;
}

/**
 * The ids the partial fold must have folded every event of, for `changed` to come out exact:
 * each such row's key and lookup values, and, through every event that wrote it, those of each
 * row and lookup group that event read (a group's rows all of them).
 */
function idsNeeded(tracked: TrackedRows, changed: Set<string>): Set<string> {
  const writers = new Map<string, number[]>();
  tracked.accesses.forEach((access, index) => {
    for (const id of access.writes) writers.set(id, [...(writers.get(id) ?? []), index]);
  });
  const ids = new Set<string>();
  const exact = new Set<string>(changed);
  const queue = [...changed];
  const need = (row: string) => {
    if (exact.has(row)) return;
    exact.add(row);
    queue.push(row);
  };
  while (queue.length > 0) {
    const row = queue.pop()!;
    // The ids an event may reach it by: in its key, or held by it at any time (lookups too).
    const { key } = tracked.keys.get(row)!;
    for (const value of Object.values(key)) for (const id of idsInside(value)) ids.add(id);
    for (const id of tracked.heldIds.get(row) ?? []) ids.add(id);
    for (const index of writers.get(row) ?? []) {
      for (const read of tracked.accesses[index]!.reads) {
        if (!isGroup(read)) need(read);
        else {
          for (const id of idsInside(groupValue(read))) ids.add(id);
          for (const member of tracked.groupMembers.get(read) ?? []) need(member);
        }
      }
    }
  }
  return ids;
}

/** The `changed` rows' ids by table. */
function byTable(tracked: TrackedRows, changed: Set<string>): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const id of changed) {
    const { table } = tracked.keys.get(id)!;
    tables.set(table, [...(tables.get(table) ?? []), id]);
  }
  return tables;
}

/** The keys of these rows as one JSON array, and the live table and its key columns. */
async function keysOf(
  trx: Db,
  registry: ProjectionRegistry,
  tracked: TrackedRows,
  table: string,
  ids: string[],
) {
  const spec = registry.specs.find((s) => s.name === table)!;
  const live = await locate(trx, table);
  return {
    spec,
    live,
    target: sql.id(live.schema, table),
    key: sql.join(spec.key.map((column) => sql.id(column))),
    json: JSON.stringify(ids.map((id) => tracked.keys.get(id)!.key)),
  };
}

/**
 * Whether a live row the partial fold has not (and never removed) exists: then an event that
 * made it was not folded, and the fold cannot say what the row should now hold.
 */
async function missedRows(
  trx: Db,
  registry: ProjectionRegistry,
  tracked: TrackedRows,
  tables: Map<string, string[]>,
): Promise<boolean> {
  for (const [table, ids] of tables) {
    const unseen = ids.filter((id) => !tracked.rowOf(id) && !tracked.removed.has(id));
    if (unseen.length === 0) continue;
    const { target, key, json } = await keysOf(trx, registry, tracked, table, unseen);
    const { rows } = await sql<{ found: boolean }>`
      select exists (select 1 from ${target} where (${key}) in (
        select ${key} from json_populate_recordset(null::${target}, ${json}::json))) as found`.execute(
      trx,
    );
    if (rows[0]?.found) return true;
  }
  return false;
}

/** Writes the changed rows as the partial fold left them over the live tables. */
async function writeOver(
  trx: Db,
  registry: ProjectionRegistry,
  tracked: TrackedRows,
  tables: Map<string, string[]>,
): Promise<number> {
  let written = 0;
  for (const [table, ids] of tables) {
    const { spec, live, target, key, json } = await keysOf(trx, registry, tracked, table, ids);
    await sql`delete from ${target} where (${key}) in (
      select ${key} from json_populate_recordset(null::${target}, ${json}::json))`.execute(trx);
    const present = ids.flatMap((id): Row[] => {
      const row = tracked.rowOf(id);
      return row ? [row] : [];
    });
    await writeRows(trx, live.schema, spec, present);
    written += ids.length;
  }
  return written;
}
