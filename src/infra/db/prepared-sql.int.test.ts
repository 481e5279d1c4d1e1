import { sql } from 'kysely';
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
