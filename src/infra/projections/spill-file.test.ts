import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lookupText, SpillFile, type SpilledRow } from './spill-file.js';

const PEOPLE = 0;
const PAIRS = 1;

function person(id: string, team: string, extra: Record<string, unknown> = {}): SpilledRow {
  return {
    table: PEOPLE,
    key: id,
    lookups: [lookupText('team', team)],
    row: { id, team, ...extra },
  };
}

const inTeam = (team: string) => (row: Record<string, unknown>) => row.team === team;

describe('SpillFile, where rows go that a replay cannot hold', () => {
  let file: SpillFile | undefined;
  afterEach(() => {
    file?.close();
    file = undefined;
  });

  it('gives a row back exactly as it was written, once', () => {
    file = new SpillFile(2);
    const at = new Date('2026-11-30T22:15:00.123Z');
    file.write([
      person('1', 'x', { at, big: 12345678901234567890n, none: undefined, nan: NaN, list: [1] }),
    ]);
    expect(file.countOf(PEOPLE)).toBe(1);
    const back = file.take(PEOPLE, '1');
    expect(back).toStrictEqual({
      id: '1',
      team: 'x',
      at,
      big: 12345678901234567890n,
      none: undefined,
      nan: NaN,
      list: [1],
    });
    expect(back!.at).toBeInstanceOf(Date);
    expect(file.take(PEOPLE, '1')).toBeUndefined();
    expect(file.countOf(PEOPLE)).toBe(0);
  });

  it('keeps each table apart under the same key', () => {
    file = new SpillFile(2);
    file.write([person('1', 'x'), { table: PAIRS, key: '1', lookups: [], row: { a: '1' } }]);
    expect(file.take(PAIRS, '1')).toEqual({ a: '1' });
    expect(file.take(PEOPLE, '1')).toEqual({ id: '1', team: 'x' });
  });

  it('takes by a lookup only the rows that match, and forgets the lookups of rows taken', () => {
    file = new SpillFile(2);
    file.write([person('1', 'x'), person('2', 'x'), person('3', 'y')]);
    const taken = file.takeWhere(PEOPLE, lookupText('team', 'x'), (row) => row.id !== '2');
    expect(taken).toEqual([{ id: '1', team: 'x' }]);
    expect(file.countOf(PEOPLE)).toBe(2);

    // Row 2 comes back, moves to team y and is spilled again: team x no longer finds it.
    expect(file.take(PEOPLE, '2')).toEqual({ id: '2', team: 'x' });
    file.write([person('2', 'y')]);
    expect(file.takeWhere(PEOPLE, lookupText('team', 'x'), inTeam('x'))).toEqual([]);
    const ys = file.takeWhere(PEOPLE, lookupText('team', 'y'), inTeam('y'));
    expect(ys.map((row) => row.id).sort()).toEqual(['2', '3']);
    expect(file.countOf(PEOPLE)).toBe(0);
  });

  it('hands a table over in the order JavaScript sorts its keys, not SQLite', async () => {
    file = new SpillFile(2);
    // UTF-8 bytes put U+FFFD before U+1F600; UTF-16 code units (JavaScript) put it after.
    const keys = [
      'b',
      '\uFFFD',
      '\u{1F600}',
      'a',
      'B',
      'a\uFFFD',
      'a\u{1F600}',
      'a\u{1F600}b',
      'c',
    ];
    file.write(keys.map((key) => person(key, 'x')));
    const rows = await file.inKeyOrder(PEOPLE);
    const expected = [...keys].sort();
    expect([...rows()].map((row) => row.id)).toEqual(expected);
    expect([...rows()].map((row) => row.id)).toEqual(expected);
    expect(expected.indexOf('\u{1F600}')).toBeLessThan(expected.indexOf('\uFFFD'));
  });

  it('lists a table and drops it whole, leaving the others', () => {
    file = new SpillFile(2);
    file.write([
      person('1', 'x'),
      person('2', 'y'),
      { table: PAIRS, key: 'k', lookups: [], row: { a: 'k' } },
    ]);
    expect([...file.rowsOf(PEOPLE)].map((row) => row.id).sort()).toEqual(['1', '2']);
    file.drop(PEOPLE);
    expect(file.countOf(PEOPLE)).toBe(0);
    expect([...file.rowsOf(PEOPLE)]).toEqual([]);
    expect(file.takeWhere(PEOPLE, lookupText('team', 'x'), inTeam('x'))).toEqual([]);
    expect([...file.rowsOf(PAIRS)]).toEqual([{ a: 'k' }]);
    expect(file.written).toBe(3);
  });
});

describe('SpillFile, read by two comparisons at once', () => {
  it('hands two tables over in key order while both are being read, each whole', async () => {
    const file = new SpillFile(2);
    try {
      const many = 12_000;
      const keys = Array.from({ length: many }, (_, i) => `k${String(i).padStart(5, '0')}`);
      file.write(keys.map((key) => person(key, 'x')));
      file.write(keys.map((key) => ({ table: PAIRS, key, lookups: [], row: { a: key } })));
      const [people, pairs] = await Promise.all([file.inKeyOrder(PEOPLE), file.inKeyOrder(PAIRS)]);
      expect([...people()].map((row) => row.id)).toEqual(keys);
      expect([...pairs()].map((row) => row.a)).toEqual(keys);
      const both = [file.rowsOf(PEOPLE), file.rowsOf(PAIRS)];
      const seen = [0, 0];
      for (let done = false; !done;) {
        done = true;
        for (const [at, rows] of both.entries()) {
          if (rows.next().done) continue;
          seen[at]!++;
          done = false;
        }
      }
      expect(seen).toEqual([many, many]);
    } finally {
      file.close();
    }
  });
});

describe('SpillFile, in a process killed mid-run', () => {
  // A replay killed by the system (out of memory, a deploy's SIGKILL) runs no close: what it
  // spilled must not stay on the disk. Its files have no name from the moment they are open.
  it('leaves nothing in the temporary directory, while it runs or after', async () => {
    const temporary = mkdtempSync(join(tmpdir(), 'spill-kill-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', SPILL_AND_WAIT],
      {
        env: { ...process.env, TMPDIR: temporary, SQLITE_TMPDIR: temporary },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const said = await firstLine(child);
      expect(said).toBe('spilled 20000 rows');
      expect(namesLeft(temporary)).toEqual([]);
      child.kill('SIGKILL');
      await once(child, 'exit');
      expect(namesLeft(temporary)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      rmSync(temporary, { recursive: true, force: true });
    }
  }, 30_000);
});

/** Spills 20,000 rows, reads one back (so both files are in use), says so, and waits. */
const SPILL_AND_WAIT = `
  const { SpillFile } = await import(${JSON.stringify(new URL('./spill-file.ts', import.meta.url).href)});
  const file = new SpillFile(1);
  const rows = Array.from({ length: 20000 }, (_, i) => ({ table: 0, key: 'k' + i, lookups: [], row: { i, text: 'x'.repeat(200) } }));
  file.write(rows);
  if (file.take(0, 'k7')?.i !== 7) throw new Error('the row did not come back');
  console.log('spilled ' + file.written + ' rows');
  setInterval(() => {}, 1000);
`;

/** What is in the directory but tsx's own cache (tsx-<uid>), which the child's loader keeps. */
const namesLeft = (directory: string) =>
  readdirSync(directory).filter((name) => !/^tsx-\d+$/.test(name));

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) saying: ${out}`)));
  });
}
