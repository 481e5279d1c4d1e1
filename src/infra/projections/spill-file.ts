import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Row } from './rows.js';

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

/**
 * Rows a replay or a rebuild could not hold in memory, in a file of this process's own (a
 * temporary directory, removed by close). Each row is written once as JSON with its dates,
 * bigints, non-finite numbers and undefined values tagged (encodeRow), so it comes back exactly
 * as the fold left it; appended, never rewritten. (V8's serialize and deserialize would do the
 * same, but each deserialize left native memory behind: 300 MB RSS for 400,000 rows.) What stays in
 * memory is an index of typed arrays, about 60 bytes a row spilled (none of them on the heap):
 * two 32-bit hashes of its table and key, and of each lookup's value, to the record's number,
 * and each record's offset, length, table and whether it is still the row's latest.
 *
 * A row read back is taken out (its record dead): the caller holds it again, so every row is
 * in exactly one place, memory or here.
 */
export class SpillFile {
  private readonly directory: string;
  private readonly fd: number;
  private size = 0;
  private records = 0;
  private offsets = new Float64Array(1024);
  private lengths = new Uint32Array(1024);
  private tables = new Uint16Array(1024);
  private live = new Uint8Array(1024);
  private readonly liveByTable: number[];
  private readonly keys = new HashIndex();
  private readonly lookups = new HashIndex();
  private buffer = Buffer.alloc(64 * 1024);
  /** Rows written since the file was opened, for the caller to report. */
  written = 0;

  constructor(tableCount: number) {
    this.directory = mkdtempSync(join(tmpdir(), 'rbt-spill-'));
    this.fd = openSync(join(this.directory, 'rows'), 'w+');
    this.liveByTable = new Array<number>(tableCount).fill(0);
  }

  /** How many rows of `table` are here. */
  countOf(table: number): number {
    return this.liveByTable[table]!;
  }

  /** Appends rows (none of whose keys is here already) in one write. */
  write(rows: readonly SpilledRow[]): void {
    const chunks: Buffer[] = [];
    let position = this.size;
    for (const { table, key, lookups, row } of rows) {
      const bytes = Buffer.from(encodeRow(row));
      const record = this.newRecord(position, bytes.length, table);
      chunks.push(bytes);
      position += bytes.length;
      if (this.keys.needsRoom()) this.keys.rehash(this.isLive);
      hash(`${table}\u0003${key}`);
      this.keys.add(h1, h2, record);
      for (const text of lookups) {
        if (this.lookups.needsRoom()) this.lookups.rehash(this.isLive);
        hash(`${table}\u0003${text}`);
        this.lookups.add(h1, h2, record);
      }
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
  take(table: number, key: string, keyOf: (row: Row) => string): Row | undefined {
    if (this.liveByTable[table] === 0) return undefined;
    hash(`${table}\u0003${key}`);
    let found: Row | undefined;
    this.keys.each(h1, h2, (record, slot) => {
      if (this.live[record] !== 1) return false;
      const row = this.read(record);
      if (keyOf(row) !== key) return false;
      found = row;
      this.kill(record);
      this.keys.remove(slot);
      return true;
    });
    return found;
  }

  /** Every row of `table` whose lookup text is `text` and that `matches`, taken out. */
  takeWhere(table: number, text: string, matches: (row: Row) => boolean): Row[] {
    if (this.liveByTable[table] === 0) return [];
    hash(`${table}\u0003${text}`);
    const records: number[] = [];
    this.lookups.each(h1, h2, (record) => {
      if (this.live[record] === 1) records.push(record);
      return false;
    });
    const rows: Row[] = [];
    for (const record of records) {
      const row = this.read(record);
      if (!matches(row)) continue;
      this.kill(record);
      rows.push(row);
    }
    return rows;
  }

  /** The rows of `table`, in the file's order, left in it. */
  *rowsOf(table: number): Generator<Row> {
    for (let record = 0; record < this.records; record++) {
      if (this.live[record] === 1 && this.tables[record] === table) yield this.read(record);
    }
  }

  /**
   * The rows of `table` in the order of their keys' text, left in it: their keys are read
   * and sorted first (the keys of one table in memory, not its rows), giving way to other
   * work every few thousand rows; then each row is read again as it is handed over.
   */
  async inKeyOrder(table: number, keyOf: (row: Row) => string): Promise<() => Generator<Row>> {
    const keyed: { key: string; record: number }[] = [];
    for (let record = 0; record < this.records; record++) {
      if (this.live[record] === 1 && this.tables[record] === table) {
        keyed.push({ key: keyOf(this.read(record)), record });
        if (keyed.length % 5000 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    }
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const records = Int32Array.from(keyed, ({ record }) => record);
    const read = (record: number) => this.read(record);
    return function* () {
      for (const record of records) yield read(record);
    };
  }

  /** Forgets every row of `table` (a comparison done with them). */
  drop(table: number): void {
    for (let record = 0; record < this.records; record++) {
      if (this.live[record] === 1 && this.tables[record] === table) this.kill(record);
    }
  }

  close(): void {
    closeSync(this.fd);
    rmSync(this.directory, { recursive: true, force: true });
  }

  private readonly isLive = (record: number) => this.live[record] === 1;

  private kill(record: number): void {
    this.live[record] = 0;
    this.liveByTable[this.tables[record]!]!--;
  }

  private read(record: number): Row {
    const length = this.lengths[record]!;
    if (this.buffer.length < length)
      this.buffer = Buffer.alloc(Math.max(length, this.buffer.length * 2));
    const offset = this.offsets[record]!;
    for (let done = 0; done < length;) {
      const got = readSync(this.fd, this.buffer, done, length - done, offset + done);
      if (got === 0) throw new Error('the spill file ended before a row it holds');
      done += got;
    }
    return decodeRow(this.buffer.toString('utf8', 0, length));
  }

  private newRecord(offset: number, length: number, table: number): number {
    if (this.records === this.offsets.length) {
      const capacity = this.records * 2;
      this.offsets = grown(this.offsets, new Float64Array(capacity));
      this.lengths = grown(this.lengths, new Uint32Array(capacity));
      this.tables = grown(this.tables, new Uint16Array(capacity));
      this.live = grown(this.live, new Uint8Array(capacity));
    }
    const record = this.records++;
    this.offsets[record] = offset;
    this.lengths[record] = length;
    this.tables[record] = table;
    this.live[record] = 1;
    return record;
  }
}

function grown<T extends Float64Array | Uint32Array | Uint16Array | Uint8Array>(old: T, to: T): T {
  to.set(old);
  return to;
}

const EMPTY = -1;
const GONE = -2;

/**
 * Open addressing from a 64-bit hash (two 32-bit halves) to record numbers; a hash may map to
 * several records (a lookup's value to every row holding it). Slots of records no longer live
 * are dropped when it grows.
 */
class HashIndex {
  private first = new Uint32Array(1 << 12);
  private second = new Uint32Array(1 << 12);
  private records = new Int32Array(1 << 12).fill(EMPTY);
  private used = 0;

  add(a: number, b: number, record: number): void {
    const mask = this.records.length - 1;
    let slot = a & mask;
    while (this.records[slot]! >= 0) slot = (slot + 1) & mask;
    if (this.records[slot] === EMPTY) this.used++;
    this.first[slot] = a;
    this.second[slot] = b;
    this.records[slot] = record;
  }

  /** Calls `visit` with each record under (a, b) until it answers true. */
  each(a: number, b: number, visit: (record: number, slot: number) => boolean): void {
    const mask = this.records.length - 1;
    for (let slot = a & mask; this.records[slot] !== EMPTY; slot = (slot + 1) & mask) {
      const record = this.records[slot]!;
      if (record >= 0 && this.first[slot] === a && this.second[slot] === b) {
        if (visit(record, slot)) return;
      }
    }
  }

  remove(slot: number): void {
    this.records[slot] = GONE;
  }

  needsRoom(): boolean {
    return this.used > this.records.length * 0.7;
  }

  /** Rebuilt with only the records still live, twice as large if they fill half of it. */
  rehash(isLive: (record: number) => boolean): void {
    const { first, second, records } = this;
    let count = 0;
    for (let slot = 0; slot < records.length; slot++) {
      if (records[slot]! >= 0 && isLive(records[slot]!)) count++;
    }
    let capacity = records.length;
    while (count > capacity * 0.35) capacity *= 2;
    this.first = new Uint32Array(capacity);
    this.second = new Uint32Array(capacity);
    this.records = new Int32Array(capacity).fill(EMPTY);
    this.used = 0;
    for (let slot = 0; slot < records.length; slot++) {
      const record = records[slot]!;
      if (record >= 0 && isLive(record)) this.add(first[slot]!, second[slot]!, record);
    }
  }
}

/** The last hash's halves (module state: a hash a key, with no array made for it). */
let h1 = 0;
let h2 = 0;

/** cyrb53's two 32-bit halves of `text`. */
function hash(text: string): void {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507);
  a ^= Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507);
  b ^= Math.imul(a ^ (a >>> 13), 3266489909);
  h1 = a >>> 0;
  h2 = b >>> 0;
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
