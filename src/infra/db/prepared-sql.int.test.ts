import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import { preparedQuery, preparedSql, type DatabaseHandle } from './database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** The statements prepared on the transaction's connection, by their text. */
const preparedOnThisConnection = async (db: DatabaseHandle['db']) => {
  const { rows } = await sql<{ statement: string }>`
    select statement from pg_prepared_statements order by statement`.execute(db);
  return rows.map((row) => row.statement);
};

describe(`statements marked as prepared, on ${testEngine}`, () => {
  it('run as named prepared statements, once per text and connection, with their parameters', async () => {
    await handle.db.transaction().execute(async (trx) => {
      const answers: unknown[] = [];
      for (const n of [1, 2, 3]) {
        const { rows } = await preparedSql<{
          doubled: number;
        }>`select ${n}::int * 2 as doubled`.execute(trx);
        answers.push(rows[0]!.doubled);
      }
      const { rows } = await trx.executeQuery<{ tripled: number }>(
        preparedQuery('select $1::int * 3 as tripled', [5]),
      );
      expect([...answers, rows[0]!.tripled]).toEqual([2, 4, 6, 15]);
      // Unmarked statements stay unnamed: never kept on the connection.
      await sql`select ${1}::int as unmarked`.execute(trx);
      expect(await preparedOnThisConnection(trx)).toEqual([
        '/* prepared */ select $1::int * 2 as doubled',
        '/* prepared */ select $1::int * 3 as tripled',
      ]);
    });
  });

  it('fail as their SQL fails, and the connection goes on', async () => {
    await expect(
      preparedSql`select 1 / ${0}::int as impossible`.execute(handle.db),
    ).rejects.toThrow(/division by zero/);
    const { rows } = await preparedSql<{ one: number }>`select ${1}::int as one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});

/** Whether the statement runs in a transaction of its own (none was left open before it). */
const alone = async (db: DatabaseHandle['db']) =>
  (await sql<{ alone: boolean }>`select now() = statement_timestamp() as alone`.execute(db))
    .rows[0]!.alone;

/** What the clients send while `recording`, each query call as its text (patched before they connect). */
let recording: string[] | undefined;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its client below
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  recording?.push(typeof first === 'string' ? first : (first.text ?? '?'));
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

async function sentDuring(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  recording = sent;
  try {
    await work();
  } finally {
    recording = undefined;
  }
  return sent;
}

describe(`a transaction's begin, on ${testEngine}`, () => {
  it('goes out with a first statement that has no parameters, and the transaction holds', async () => {
    const sent = await sentDuring(() =>
      handle.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(4242)`.execute(trx);
        // Still in the transaction begun with it: its lock is held, its start is not this one's.
        const { rows } = await sql<{ held: number }>`
          select count(*)::int as held from pg_locks
          where locktype = 'advisory' and objid = 4242 and pid = pg_backend_pid()`.execute(trx);
        expect(rows[0]!.held).toBe(1);
        expect(await alone(trx)).toBe(false);
      }),
    );
    expect(sent).toEqual([
      'begin; select pg_advisory_xact_lock(4242)',
      expect.stringContaining('pg_locks'),
      'select now() = statement_timestamp() as alone',
      'commit',
    ]);
    expect(await alone(handle.db)).toBe(true);
  });

  it('goes out on its own before a first statement with parameters', async () => {
    const sent = await sentDuring(() =>
      handle.db.transaction().execute(async (trx) => {
        // A setting local to the transaction outlives its statement only inside a transaction
        // (comparing now() with statement_timestamp() could not tell on a fast engine).
        await preparedSql`select set_config('rbt.begun_before', ${'yes'}, true)`.execute(trx);
        const { rows } = await sql<{
          value: string;
        }>`select current_setting('rbt.begun_before', true) as value`.execute(trx);
        expect(rows[0]!.value).toBe('yes');
      }),
    );
    expect(sent.slice(0, 2)).toEqual(['begin', expect.stringContaining('set_config')]);
  });

  it('rolls back with the statement it went out with, and with what came after', async () => {
    await sql`create table if not exists deferred_begin_rows (n int)`.execute(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into deferred_begin_rows values (1)`.execute(trx);
        await sql`insert into deferred_begin_rows values (${2})`.execute(trx);
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');
    // A first statement that fails leaves nothing either, and the connection goes on.
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into deferred_begin_rows values (1 / 0)`.execute(trx);
      }),
    ).rejects.toThrow(/division by zero/);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from deferred_begin_rows`.execute(handle.db);
    expect(rows[0]!.n).toBe(0);
    expect(await alone(handle.db)).toBe(true);
  });

  it('is never sent for a transaction that ran nothing, and is not left for the next user', async () => {
    const sent = await sentDuring(async () => {
      await handle.db.transaction().execute(async () => {});
      await expect(
        handle.db.transaction().execute(async () => {
          throw new Error('before any statement');
        }),
      ).rejects.toThrow('before any statement');
    });
    expect(sent).toEqual([]);
    expect(await alone(handle.db)).toBe(true);
  });
});
