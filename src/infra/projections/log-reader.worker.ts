import { parentPort, workerData } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import { allEventTypes } from '../../features/all-event-types.js';
import { DataKeyStore } from '../crypto/data-key-store.js';
import { openDatabase } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { EventCatalog } from '../event-store/event-catalog.js';
import { toRecordedEvents } from '../event-store/event-store.js';
import { PersonalData } from '../event-store/personal-data.js';
import { rowBatches } from './fold-log.js';
import type {
  LogReaderMessage,
  LogReaderSettings,
  LogReadRequest,
  ToLogReader,
} from './log-reader.js';

// The worker side of log-reader.ts: reads the log in the caller's snapshot, opens every batch
// (decrypts personal values, upcasts) and hands it over as JSON text, which the folding thread
// parses several times faster than it could read and open the rows itself.

const job = workerData as LogReaderSettings & LogReadRequest & { readAhead: number };
const port = parentPort!;
const send = (message: LogReaderMessage) => port.postMessage(message);

let credits = job.readAhead;
let stopping = false;
let wake: (() => void) | undefined;
port.on('message', (message: ToLogReader) => {
  if (message === 'more') credits += 1;
  else stopping = true;
  wake?.();
});

async function readWholeLog(): Promise<void> {
  const database = await openDatabase({ url: job.databaseUrl, poolSize: 1 });
  try {
    const trx = await database.db
      .startTransaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute();
    try {
      await readInSnapshot(trx);
    } finally {
      // Before the pool closes: it waits for every connection to come back.
      await trx.rollback().execute();
    }
  } finally {
    await database.close();
  }
}

async function readInSnapshot(trx: Kysely<Database>): Promise<void> {
  // A utility statement takes no parameters; the id comes from pg_export_snapshot.
  await sql`set transaction snapshot ${sql.lit(job.snapshot)}`.execute(trx);
  const keys = await DataKeyStore.openForReading(trx, job.dataKeySecret);
  const catalog = new EventCatalog(allEventTypes, { personalData: new PersonalData(keys) });
  // The server reads the next batch while this thread opens the current one.
  for await (const rows of rowBatches(trx, job.logSchema, 0, job.batchSize)) {
    const events = await toRecordedEvents(trx, catalog, rows);
    while (credits === 0 && !stopping) await new Promise<void>((resolve) => (wake = resolve));
    if (stopping) return;
    credits -= 1;
    send({ type: 'batch', json: JSON.stringify(events) });
  }
}

readWholeLog().then(
  () => send({ type: 'end' }),
  (error: unknown) => {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    send({ type: 'error', name, message });
  },
);
// Nothing but the port keeps this thread alive once the log is read: let it end.
port.unref();
