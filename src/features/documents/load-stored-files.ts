import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { EventCatalog } from '../../infra/event-store/event-catalog.js';
import { toRecordedEvents } from '../../infra/event-store/event-store.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { foldStoredFiles, STORED_FILE_EVENT_TYPES, type StoredFiles } from './stored-files.js';

const PAGE = 1000;

/**
 * The fold over every event about stored bytes, read in pages in log order (upcast as any read
 * is). Only committed events are seen: an upload whose event is still being recorded is covered
 * by the sweeper's grace period, not by this read.
 */
export async function loadStoredFiles(
  db: Kysely<Database>,
  catalog: EventCatalog,
): Promise<StoredFiles> {
  const events = [];
  for await (const page of pages(db, catalog)) events.push(...page);
  return foldStoredFiles(events);
}

async function* pages(db: Kysely<Database>, catalog: EventCatalog) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('events')
      .selectAll()
      .where('type', 'in', STORED_FILE_EVENT_TYPES)
      .where('position', '>', after)
      .orderBy('position')
      .limit(PAGE)
      .execute();
    yield await toRecordedEvents(db, catalog, rows);
    if (rows.length < PAGE) return;
    after = Number(rows.at(-1)!.position);
  }
}

/** The SHA-256 and size of the bytes under a key, streamed; undefined when there are none. */
export async function hashStored(
  storage: FileStorage,
  key: string,
): Promise<{ sha256: string; size: number } | undefined> {
  const file = await storage.get(key);
  if (file === undefined) return undefined;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of file.stream) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest('hex'), size };
}
