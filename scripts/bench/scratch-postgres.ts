import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/infra/db/database.js';

/** A throwaway database on the given server for the length of `work`. */
export async function withScratchPostgres(
  serverUrl: string,
  work: (database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const name = `rbt_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 16 });
  try {
    await work(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
