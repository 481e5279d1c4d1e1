import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Row, TableSpec } from './rows.js';

/** Rows per statement: one JSON parameter each, so no limit on bind parameters applies. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Writes rows into schema.table in bulk: each statement hands PostgreSQL one JSON array that
 * json_populate_recordset turns into rows of the table's own type, so the server parses and
 * converts every value exactly as it would an insert's. Rows are grouped by the columns they
 * set, so a column a row leaves out gets the table's default, as an inline insert would.
 */
export async function writeRows(
  db: Kysely<Database>,
  schema: string,
  spec: TableSpec,
  rows: Iterable<Row>,
  rowsPerStatement = ROWS_PER_STATEMENT,
): Promise<number> {
  // Each statement's JSON is built while the server still inserts the one before. A group is
  // sent once it fills a statement, so the rows are read once and never all held (a rebuild
  // past its memory budget reads them from a file).
  let inFlight: Promise<unknown> = Promise.resolve();
  let written = 0;
  const groups = new Map<string, { columns: string[]; rows: Row[] }>();
  const send = async (columns: string[], chunk: Row[]) => {
    const json = JSON.stringify(chunk);
    await inFlight;
    inFlight = insertChunk(db, schema, spec.name, columns, json);
    written += chunk.length;
  };
  try {
    for (const row of rows) {
      const columns = Object.keys(row).filter((column) => row[column] !== undefined);
      const signature = columns.join('\u0000');
      let group = groups.get(signature);
      if (!group) groups.set(signature, (group = { columns, rows: [] }));
      group.rows.push(row);
      if (group.rows.length === rowsPerStatement) {
        await send(group.columns, group.rows);
        group.rows = [];
      }
    }
    for (const group of groups.values()) {
      if (group.rows.length > 0) await send(group.columns, group.rows);
    }
  } finally {
    await inFlight;
  }
  return written;
}

async function insertChunk(
  db: Kysely<Database>,
  schema: string,
  table: string,
  columns: string[],
  json: string,
): Promise<void> {
  const target = sql.id(schema, table);
  const list = sql.join(columns.map((column) => sql.id(column)));
  await sql`insert into ${target} (${list})
    select ${list} from json_populate_recordset(null::${target}, ${json}::json)`.execute(db);
}
