import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Row } from './rows.js';
import { MaybeSet } from './maybe-set.js';

/** A row handed to the file: its table's number, its key's text and its lookups' texts. */
export interface SpilledRow {
  table: number;
  key: string;
  /** One text per lookup column: lookupText(column, value). */
  lookups: readonly string[];
  row: Row;
}

/** The text a lookup column's value is indexed under: its type and its value. */
export function lookupText(column: string, value: unknown): string {
  const type = value === null ? 'null' : value instanceof Date ? 'date' : typeof value;
  const text = value instanceof Date ? String(value.getTime()) : String(value);
  return `${column}\u0002${type}\u0002${text}`;
}

/** SQLite's own page cache for the index, in KiB: what of it stays in this process's memory. */
const CACHE_KIB = 16 * 1024;
/** The filter of keys and lookups written: at 4 million of them, about 1 miss in 20,000 gets by. */
const FILTER_BYTES = 16 * 2 ** 20;

/**
 * Rows a replay or a rebuild could not hold in memory, in files of this process's own that no
 * name reaches once they are open (removeNamesNow), so a process killed mid-run leaves nothing
 * behind on disk: the system frees them when the process ends, however it ends. Each row is
 * appended once to a rows file as JSON with its dates, bigints, non-finite numbers and undefined
 * values tagged (encodeRow), so it comes back exactly as the fold left it; appended, never
 * rewritten. Where each row lies, under its table and key, and which keys each lookup text was
 * spilled with, are in SQLite's own temporary database (node:sqlite, built into Node: a file
 * SQLite unlinks as it opens it), of which SQLite keeps at most its page cache
 * (CACHE_KIB) in memory; a filter of fixed size (MaybeSet) answers the misses, which are nearly
 * every look a fold makes (it looks for each row it inserts, and nearly every row spilled is
 * read again only at the end). So what a spill costs in memory does not grow with the rows
 * spilled: an index of typed arrays in memory, about 48 bytes a row, grew to 190 MB at
 * 5,000,000 events (docs/performance.md, "A year of log"); V8's serialize and deserialize left
 * native memory behind.
 *
 * A lookup's entries stay when a row is taken back: takeWhere joins them to the rows still here
 * and checks each row's value (`matches`), so an entry left from a row taken, or spilled again
 * with another value, finds nothing. Nothing here needs to survive a crash: no journal, no syncs,
 * and one transaction for the file's whole life (a statement alone would commit and write its
 * pages out each time; SQLite still writes pages out when its cache is full).
 *
 * A row read back is taken out: the caller holds it again, so every row is in exactly one
 * place, memory or here.
 */
export class SpillFile {
  /** The rows file's directory, where it could not be removed while open; else null. */
  private readonly directoryLeft: string | null;
  private readonly fd: number;
  private readonly db: DatabaseSync;
  private readonly statements: ReturnType<typeof prepareStatements>;
  private readonly liveByTable: number[];
  private size = 0;
  /** Every key and lookup text ever written here: a miss it rules out never reaches SQLite. */
  private readonly maybe = new MaybeSet(FILTER_BYTES);
  private buffer = Buffer.alloc(64 * 1024);
  /** Rows written since the file was opened, for the caller to report. */
  written = 0;

  constructor(tableCount: number) {
    const directory = mkdtempSync(join(tmpdir(), 'rbt-spill-'));
    this.fd = openSync(join(directory, 'rows'), 'w+');
    this.directoryLeft = removeNamesNow(directory);
    // SQLite's own temporary database (an empty name): a file in the system's temporary
    // directory that SQLite unlinks as it opens it, so it too has no name to leave behind.
    this.db = new DatabaseSync('');
    this.db.exec(`
      pragma journal_mode = off;
      pragma synchronous = off;
      pragma locking_mode = exclusive;
      pragma temp_store = file;
      pragma cache_size = -${CACHE_KIB};
      create table spilled (tbl integer not null, key text not null, odd integer not null,
        position integer not null, length integer not null, primary key (tbl, key)) without rowid;
      create index spilled_odd_keys on spilled (tbl) where odd = 1;
      create table spilled_lookups (tbl integer not null, lookup text not null, key text not null,
        primary key (tbl, lookup, key)) without rowid;
    `);
    this.statements = prepareStatements(this.db);
    this.db.exec('begin');
    this.liveByTable = new Array<number>(tableCount).fill(0);
  }

  /** How many rows of `table` are here. */
  countOf(table: number): number {
    return this.liveByTable[table]!;
  }

  /** Appends rows (none of whose keys is here already) in one write. */
  write(rows: readonly SpilledRow[]): void {
    const { insertRow, insertLookup } = this.statements;
    const chunks: Buffer[] = [];
    let position = this.size;
    for (const { table, key, lookups, row } of rows) {
      const bytes = Buffer.from(encodeRow(row));
      chunks.push(bytes);
      insertRow.run(table, key, ODD_KEY.test(key) ? 1 : 0, position, bytes.length);
      this.maybe.add(`${table}\u0003${key}`);
      for (const text of lookups) {
        insertLookup.run(table, text, key);
        this.maybe.add(`${table}\u0004${text}`);
      }
      position += bytes.length;
      this.liveByTable[table]!++;
    }
    const all = Buffer.concat(chunks);
    for (let done = 0; done < all.length;) {
      done += writeSync(this.fd, all, done, all.length - done, this.size + done);
    }
    this.size = position;
    this.written += rows.length;
  }

  /** The row of `table` whose key is `key`, taken out of the file; undefined if not here. */
  take(table: number, key: string): Row | undefined {
    if (this.liveByTable[table] === 0) return undefined;
    if (!this.maybe.mayHold(`${table}\u0003${key}`)) return undefined;
    const found = this.statements.takeByKey.get(table, key) as Located | undefined;
    if (!found) return undefined;
    this.liveByTable[table]!--;
    return this.read(found);
  }

  /** Every row of `table` whose lookup text is `text` and that `matches`, taken out. */
  takeWhere(table: number, text: string, matches: (row: Row) => boolean): Row[] {
    if (this.liveByTable[table] === 0) return [];
    if (!this.maybe.mayHold(`${table}\u0004${text}`)) return [];
    const found = this.statements.byLookup.all(table, text) as unknown as Keyed[];
    const rows: Row[] = [];
    for (const located of found) {
      const row = this.read(located);
      if (!matches(row)) continue;
      this.statements.deleteByKey.run(table, located.key);
      this.liveByTable[table]!--;
      rows.push(row);
    }
    return rows;
  }

  /** The rows of `table`, in no particular order, left in it. */
  *rowsOf(table: number): Generator<Row> {
    for (const page of this.pagesOf(table)) {
      for (const located of page) yield this.read(located);
    }
  }

  /**
   * The rows of `table` in the order of their keys' text as JavaScript compares strings, left in
   * it, without holding the table's keys: SQLite hands them over in its own order, which is the
   * same for a key whose every UTF-16 code unit lies below U+D800 (UTF-8 bytes then sort as code
   * points do). Keys holding a later one ("odd": a character past U+FFFF or from U+E000 on, where
   * the two orders part) are few, read first and sorted here, and merged in.
   */
  async inKeyOrder(table: number): Promise<() => Generator<Row>> {
    const odd = this.statements.oddKeys.all(table) as unknown as Keyed[];
    odd.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    await new Promise((resolve) => setImmediate(resolve));
    const pagesOf = (from: number) => this.pagesOf(from, true);
    const read = (located: Located) => this.read(located);
    return function* () {
      let next = 0;
      for (const page of pagesOf(table)) {
        for (const entry of page) {
          while (next < odd.length && odd[next]!.key < entry.key) yield read(odd[next++]!);
          yield read(entry);
        }
      }
      while (next < odd.length) yield read(odd[next++]!);
    };
  }

  /**
   * The entries of `table` (only those whose key is not odd, if `evenOnly`) in SQLite's order of
   * their keys, a page at a time, each page read whole: a statement left open while its reader
   * waits would be cut short by the next use of the same statement (two comparisons read two
   * tables at once), so each page follows on from the last key instead.
   */
  private *pagesOf(table: number, evenOnly = false): Generator<Keyed[]> {
    if (this.liveByTable[table] === 0) return;
    const [first, next] = evenOnly
      ? [this.statements.firstEvenPage, this.statements.nextEvenPage]
      : [this.statements.firstPage, this.statements.nextPage];
    let page = first.all(table, PAGE_ROWS) as unknown as Keyed[];
    while (page.length > 0) {
      yield page;
      if (page.length < PAGE_ROWS) return;
      page = next.all(table, page.at(-1)!.key, PAGE_ROWS) as unknown as Keyed[];
    }
  }

  /** Forgets every row of `table` (a comparison done with them). */
  drop(table: number): void {
    this.statements.dropRows.run(table);
    this.statements.dropLookups.run(table);
    this.liveByTable[table] = 0;
  }

  close(): void {
    this.db.close();
    closeSync(this.fd);
    if (this.directoryLeft) rmSync(this.directoryLeft, { recursive: true, force: true });
  }

  private read({ position, length }: Located): Row {
    if (this.buffer.length < length)
      this.buffer = Buffer.alloc(Math.max(length, this.buffer.length * 2));
    for (let done = 0; done < length;) {
      const got = readSync(this.fd, this.buffer, done, length - done, position + done);
      if (got === 0) throw new Error('the spill file ended before a row it holds');
      done += got;
    }
    return decodeRow(this.buffer.toString('utf8', 0, length));
  }
}

/** A key whose order SQLite (UTF-8 bytes) and JavaScript (UTF-16 code units) may disagree on. */
const ODD_KEY = /[\uD800-\uFFFF]/;

/** Entries read at a time when a whole table is read. */
const PAGE_ROWS = 5000;

/** Where a row lies in the rows file. */
interface Located {
  position: number;
  length: number;
}

/** A row's key and where it lies. */
interface Keyed extends Located {
  key: string;
}

/** Every statement the index runs, prepared once. */
function prepareStatements(db: DatabaseSync) {
  const entry = 'select key, position, length from spilled';
  return {
    insertRow: db.prepare(
      'insert into spilled (tbl, key, odd, position, length) values (?, ?, ?, ?, ?)',
    ),
    insertLookup: db.prepare(
      'insert or ignore into spilled_lookups (tbl, lookup, key) values (?, ?, ?)',
    ),
    takeByKey: db.prepare(
      'delete from spilled where tbl = ? and key = ? returning position, length',
    ),
    byLookup: db.prepare(
      `select s.key, s.position, s.length from spilled_lookups l
       join spilled s on s.tbl = l.tbl and s.key = l.key where l.tbl = ? and l.lookup = ?`,
    ),
    deleteByKey: db.prepare('delete from spilled where tbl = ? and key = ?'),
    firstPage: db.prepare(`${entry} where tbl = ? order by key limit ?`),
    nextPage: db.prepare(`${entry} where tbl = ? and key > ? order by key limit ?`),
    firstEvenPage: db.prepare(`${entry} where tbl = ? and odd = 0 order by key limit ?`),
    nextEvenPage: db.prepare(`${entry} where tbl = ? and odd = 0 and key > ? order by key limit ?`),
    oddKeys: db.prepare(`${entry} where tbl = ? and odd = 1`),
    dropRows: db.prepare('delete from spilled where tbl = ?'),
    dropLookups: db.prepare('delete from spilled_lookups where tbl = ?'),
  };
}

/**
 * Tags for what JSON cannot hold: a key starting with NUL, which no column and no jsonb value
 * has (PostgreSQL refuses \u0000 in jsonb text).
 */
const DATE = '\u0000d';
const BIG = '\u0000b';
const NUMBER = '\u0000n';
const UNDEFINED = '\u0000u';
const UNDEFINED_VALUE = { [UNDEFINED]: 1 };

/** A row as JSON, exactly: see decodeRow. */
export function encodeRow(row: Row): string {
  return JSON.stringify(row, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return { [DATE]: raw.getTime() };
    if (typeof raw === 'bigint') return { [BIG]: raw.toString() };
    if (typeof raw === 'number' && !Number.isFinite(raw)) return { [NUMBER]: String(raw) };
    if (raw === undefined && key !== '') return UNDEFINED_VALUE;
    if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
      const proto = Object.getPrototypeOf(raw) as unknown;
      if (proto !== Object.prototype && proto !== null && !(raw instanceof Date)) {
        throw new Error(`a row holds a ${raw.constructor.name}, which the spill file cannot keep`);
      }
    }
    return value;
  });
}

/** The row encodeRow wrote, with its dates as dates, bigints as bigints, undefined kept. */
export function decodeRow(text: string): Row {
  let undefinedSeen = false;
  const row = JSON.parse(text, function (this: unknown, _key, value: unknown) {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      const array = value as unknown[];
      if (undefinedSeen) array.forEach((v, i) => v === UNDEFINED_MARK && (array[i] = undefined));
      return array;
    }
    const object = value as Record<string, unknown>;
    if (DATE in object) return new Date(object[DATE] as number);
    if (BIG in object) return BigInt(object[BIG] as string);
    if (NUMBER in object) return Number(object[NUMBER]);
    if (UNDEFINED in object) {
      undefinedSeen = true;
      return UNDEFINED_MARK;
    }
    if (undefinedSeen)
      for (const k in object) if (object[k] === UNDEFINED_MARK) object[k] = undefined;
    return value;
  }) as Row;
  return row;
}

/** Stands for undefined while parsing (a reviver returning undefined would drop the key). */
const UNDEFINED_MARK = Symbol('undefined');

/**
 * Removes the directory of a file just opened, and so the file's name: on Linux and macOS the
 * open file lives on, without a name, until it is closed or the process ends. Returns the
 * directory when it cannot be removed yet (Windows keeps an open file's name until it is
 * closed): then close removes it, as before.
 */
function removeNamesNow(directory: string): string | null {
  try {
    rmSync(directory, { recursive: true, force: true });
    return null;
  } catch {
    return directory;
  }
}
