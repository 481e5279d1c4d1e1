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
  // Each statement's JSON is built while the server still inserts the one before.
  let inFlight: Promise<unknown> = Promise.resolve();
  let written = 0;
  try {
    for (const [columns, group] of groupByColumns(rows)) {
      for (let start = 0; start < group.length; start += rowsPerStatement) {
        const chunk = group.slice(start, start + rowsPerStatement);
        const json = JSON.stringify(chunk);
        await inFlight;
        inFlight = insertChunk(db, schema, spec.name, columns, json);
        written += chunk.length;
      }
    }
  } finally {
    await inFlight;
  }
  return written;
}

function groupByColumns(rows: Iterable<Row>): Map<string[], Row[]> {
  const bySignature = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const row of rows) {
    const columns = Object.keys(row).filter((column) => row[column] !== undefined);
    const signature = columns.join('\u0000');
    const group = bySignature.get(signature);
    if (group) group.rows.push(row);
    else bySignature.set(signature, { columns, rows: [row] });
  }
  return new Map([...bySignature.values()].map((group) => [group.columns, group.rows]));
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
