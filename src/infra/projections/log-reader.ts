import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RecordedEvent } from '../event-store/event-types.js';
import { exportSnapshot } from './compare-tables.js';
import { foldBatches, foldWholeLog, type LogFold } from './fold-log.js';
import { workerExecArgv } from './worker-exec-argv.js';

/**
 * What a worker thread needs to read the log on its own connection: the server, and the secret
 * that opens the data keys. Only for the product's own features (the worker builds their event
 * catalog) on PostgreSQL; the embedded engine has one connection, which the worker cannot share.
 */
export interface LogReaderSettings {
  databaseUrl: string;
  dataKeySecret: string;
  /** The smallest log read by a worker (default WORKER_FROM_EVENTS; tests set 0). */
  fromEvents?: number;
}

/**
 * A worker takes about a second and a half to start under tsx (it loads the event catalog's
 * modules), and then saves the folding thread about 6 µs an event: even at about 250,000 events
 * (docs/performance.md measured 200,000 as even and 1,000,000 as a tenth faster).
 */
const WORKER_FROM_EVENTS = 250_000;

/** Whether a log of `events` events is read by a worker, with these settings (if any). */
const readsInWorker = (
  settings: LogReaderSettings | undefined,
  events: number,
): settings is LogReaderSettings =>
  settings !== undefined && events >= (settings.fromEvents ?? WORKER_FROM_EVENTS);

/** Which part of the log to read, as of which snapshot (pg_export_snapshot of the caller). */
export interface LogReadRequest {
  snapshot: string;
  logSchema: string;
  batchSize: number;
}

export type LogReaderMessage =
  | { type: 'batch'; json: string }
  | { type: 'end' }
  | { type: 'error'; name: string; message: string };

/** To the worker: one more batch may be sent, or stop (roll back, close, end). */
export type ToLogReader = 'more' | 'stop';

/** Batches the worker may have ready before the fold asks for more: memory stays bounded. */
const READ_AHEAD = 2;
/** How long a stopped worker may take to roll back and close before it is terminated. */
const STOP_WAIT_MS = 5_000;

// Run from TypeScript (npm start, tests), the worker loads its source through tsx as this module
// was; built, it is plain JavaScript beside this file.
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./log-reader.worker${fromSource ? '.ts' : '.js'}`, import.meta.url);

/**
 * The whole log as of `request.snapshot`, in position order and in batches, read, decrypted and
 * upcast by a worker thread while this one folds: on a machine of two cores the replay's own
 * work is split between them (docs/performance.md). Ending the iteration early (a cancelled
 * replay, a failing fold) stops the worker: it rolls its transaction back and closes.
 */
export async function* eventsReadByWorker(
  settings: LogReaderSettings,
  request: LogReadRequest,
): AsyncGenerator<RecordedEvent[]> {
  const worker = new Worker(workerFile, {
    workerData: { ...settings, ...request, readAhead: READ_AHEAD },
    execArgv: workerExecArgv(process.execArgv, fromSource),
  });
  const arrived: LogReaderMessage[] = [];
  let stopped: Error | undefined;
  let wake: (() => void) | undefined;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      stopped ??= new Error(`The log reader stopped (exit code ${code}) before the end of the log`);
      wake?.();
      resolve();
    }),
  );
  worker.on('message', (message: LogReaderMessage) => {
    arrived.push(message);
    wake?.();
  });
  worker.on('error', (error: Error) => {
    stopped = error;
    wake?.();
  });
  try {
    for (;;) {
      while (arrived.length === 0 && !stopped) await new Promise<void>((r) => (wake = r));
      const message = arrived.shift();
      if (!message) throw stopped!;
      if (message.type === 'end') return;
      if (message.type === 'error') {
        throw Object.assign(new Error(message.message), { name: message.name });
      }
      worker.postMessage('more' satisfies ToLogReader);
      yield revived(JSON.parse(message.json) as RecordedEvent[]);
    }
  } finally {
    worker.postMessage('stop' satisfies ToLogReader);
    const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  }
}

/** JSON has no dates: recordedAt comes back as text. */
function revived(events: RecordedEvent[]): RecordedEvent[] {
  for (const event of events) event.recordedAt = new Date(event.recordedAt);
  return events;
}

/**
 * Folds the whole log as `trx` sees it (a snapshot no append can change while the fold runs):
 * read by a worker thread where `settings` allow it for a log of `total` events, else here.
 */
export async function foldLogInSnapshot(
  trx: Kysely<Database>,
  fold: LogFold,
  batchSize: number,
  total: number,
  settings: LogReaderSettings | undefined,
): Promise<void> {
  if (!readsInWorker(settings, total)) return foldWholeLog(trx, fold, batchSize);
  const request = { snapshot: await exportSnapshot(trx), logSchema: fold.logSchema, batchSize };
  await foldBatches(fold, eventsReadByWorker(settings, request));
}
