import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { EmbeddedBackend } from './embedded-connection.js';

/** pg's startup message: length, protocol 3.0, then name and value pairs. */
function startupMessage(): Buffer {
  const pairs = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + pairs.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, pairs]);
}

function simpleQuery(text: string): Buffer {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head.write('Q', 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/** The server's messages in order, as their type letters, with each data row's first value. */
function serverMessages(output: Buffer): string[] {
  const seen: string[] = [];
  for (let offset = 0; offset + 5 <= output.length;) {
    const type = String.fromCharCode(output[offset]!);
    const length = output.readInt32BE(offset + 1);
    if (type === 'D') {
      const valueLength = output.readInt32BE(offset + 7);
      seen.push(`D:${output.subarray(offset + 11, offset + 11 + valueLength).toString()}`);
    } else seen.push(type);
    offset += 1 + length;
  }
  return seen;
}

// The embedded engine's own connection: there is nothing of it to test on PostgreSQL.
describe.runIf(testEngine === 'embedded')('the embedded database as pg reaches it', () => {
  let pglite: PGlite;
  let backend: EmbeddedBackend;
  const pools: pg.Pool[] = [];
  const poolOf = (max = 1) => {
    const pool = new pg.Pool({ stream: () => backend.connect(), user: 'postgres', max });
    pools.push(pool);
    return pool;
  };

  // Starting PGlite costs seconds: one for the file (from the migrated template's snapshot,
  // faster than creating a database), a backend of its own for each test.
  beforeAll(async () => {
    const snapshot = new Blob([await readFile(inject('embeddedSnapshotPath'))]);
    pglite = await PGlite.create({ loadDataDir: snapshot });
  });
  afterAll(() => pglite?.close());
  beforeEach(() => {
    backend = new EmbeddedBackend(pglite);
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('answers what is written to it however the writes cut the messages', async () => {
    const connection = backend.connect();
    const output: Buffer[] = [];
    connection.on('data', (chunk: Buffer) => output.push(chunk));
    const wire = Buffer.concat([startupMessage(), simpleQuery('select 40 + 2')]);
    for (const byte of wire) {
      connection.write(Buffer.of(byte));
      await nextTurn();
    }
    await expect
      .poll(() => serverMessages(Buffer.concat(output)).filter((type) => type === 'Z').length)
      .toBe(2);
    // Parameter statuses ('S') may come at any time, as on a server.
    const messages = serverMessages(Buffer.concat(output)).filter((type) => type !== 'S');
    expect(messages[0]).toBe('R');
    expect(messages.slice(messages.indexOf('Z') + 1)).toEqual(['T', 'D:42', 'C', 'Z']);
    connection.destroy();
  });

  it('keeps answering after a statement fails', async () => {
    const pool = poolOf();
    await expect(pool.query('select 1 / 0')).rejects.toThrow('division by zero');
    expect((await pool.query<{ n: number }>('select 7 as n')).rows).toEqual([{ n: 7 }]);
  });

  it('rolls back what a connection left open when it goes away, before its successor runs', async () => {
    const pool = poolOf();
    await pool.query('create table dropped_mid_transaction (n int)');
    const client = await pool.connect();
    await client.query('begin');
    await client.query('insert into dropped_mid_transaction values (1)');
    client.release(new Error('dropped mid-transaction'));
    expect(
      (await pool.query('select count(*)::int as n from dropped_mid_transaction')).rows,
    ).toEqual([{ n: 0 }]);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('serves a second connection only once the first has closed, its transaction rolled back', async () => {
    const pool = poolOf(2);
    await pool.query('create table waited_for (n int)');
    const first = await pool.connect();
    await first.query('begin');
    await first.query('insert into waited_for values (1)');
    let counted: number | undefined;
    const second = pool
      .query<{ n: number }>('select count(*)::int as n from waited_for')
      .then((result) => (counted = result.rows[0]!.n));
    await first.query('insert into waited_for values (2)');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).toBeUndefined();
    first.release(true);
    await second;
    expect(counted).toBe(0);
  });
});
