import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DATA_KEY_SECRET } from '../../../test/helpers/test-config.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { DataKeySecretMismatchError, DataKeyStore } from '../crypto/data-key-store.js';
import { replayAndVerify } from '../projections/replay-verify.js';
import { ENCRYPT_EXISTING_EVENTS_STEP, encryptExistingEvents } from './encrypt-existing-events.js';
import { EventCatalog } from './event-catalog.js';
import { readStream, toRecordedEvents } from './event-store.js';
import type { RecordedEvent } from './event-types.js';
import { PersonalData } from './personal-data.js';
import { productHistoryForFile } from '../../../test/helpers/test-bed.js';

// Personal data in the log, on both databases: in the events table only ever encrypted.

const { runtime, ids } = productHistoryForFile();

/** Every personal value of these events, as read (decrypted). */
function personalValues(events: RecordedEvent[]): string[] {
  const values = new Set<string>();
  for (const event of events) {
    for (const field of runtime.catalog.personalFields(event.type)) {
      const value = field.path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | null)?.[key],
        event.data,
      );
      if (typeof value === 'string' && value.length >= 4) values.add(value);
    }
  }
  return [...values];
}

/**
 * Every event of the log, decrypted. Read from the table, not with readAll: on PostgreSQL readAll
 * holds back events behind the server's oldest running transaction, which another test file's
 * may be for a while, and then returns only part of what this file appended.
 */
async function wholeLog(): Promise<RecordedEvent[]> {
  const rows = await runtime.db.selectFrom('events').selectAll().orderBy('position').execute();
  return toRecordedEvents(runtime.db, runtime.catalog, rows);
}

/** Every row of the events table, whole, as text: what anyone with the database can read. */
const rawRows = async () =>
  (
    await sql<{
      row: string;
    }>`select to_jsonb(e)::text as row from events e order by position`.execute(runtime.db)
  ).rows.map((r) => r.row);

/**
 * A row with its encrypted values cut out. Ciphertext is base64url, so over a whole log it spells
 * a short name ("Nina") now and then by chance; a name in plain text is outside those values.
 */
const withoutCiphertexts = (row: string) => row.replace(/"enc:v1:[^"]*"/g, '"enc:v1:"');

const freshCatalog = async () =>
  new EventCatalog(
    runtime.features.flatMap((f) => f.events ?? []),
    { personalData: new PersonalData(await DataKeyStore.open(runtime.db, TEST_DATA_KEY_SECRET)) },
  );

describe(`personal data in the event log on ${testEngine}`, () => {
  it('holds no personal value of a scripted history in plain text anywhere in the events table', async () => {
    const values = personalValues(await wholeLog());
    // Names, emails, bios, file names, reasons, notes, messages, considerations, labels...
    expect(values.length).toBeGreaterThan(20);
    expect(values).toEqual(expect.arrayContaining([expect.stringMatching(/@example\.com$/)]));
    const rows = await rawRows();
    const plainParts = rows.map(withoutCiphertexts);
    const leaked = values.filter((value) =>
      plainParts.some((row) => row.includes(JSON.stringify(value).slice(1, -1))),
    );
    expect(leaked).toEqual([]);
    expect(rows.some((row) => row.includes('"enc:v1:'))).toBe(true);
  });

  it('reads every event back as written, through a key store with an empty cache', async () => {
    const catalog = await freshCatalog();
    const stream = `nanny-${ids.nanny}`;
    const fresh = await readStream(runtime.db, catalog, stream);
    expect(fresh.map((e) => e.data)).toEqual(
      (await runtime.eventStore.readStream(stream)).map((e) => e.data),
    );
    expect(JSON.stringify(fresh)).not.toContain('enc:v1:');
  });

  it('replays equal to the live read tables', async () => {
    const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
      inSlices: testEngine === 'embedded',
    });
    expect(report).toMatchObject({ equal: true, differences: [] });
  });

  it('stops a start with another DATA_KEY_SECRET, naming it', async () => {
    await expect(
      DataKeyStore.open(runtime.db, 'another-secret-of-at-least-32-chars!!'),
    ).rejects.toThrow(DataKeySecretMismatchError);
    await expect(
      DataKeyStore.open(runtime.db, 'another-secret-of-at-least-32-chars!!'),
    ).rejects.toThrow(/DATA_KEY_SECRET/);
  });

  it('keeps one key per person, created with her first event, wrapped (never in clear)', async () => {
    const { rows } = await sql<{ key_id: string; size: number }>`
      select key_id, length(wrapped_key) as size from data_keys where key_id = ${ids.parent}`.execute(
      runtime.db,
    );
    // 12 bytes of IV, the 32-byte key encrypted, a 16-byte tag.
    expect(rows).toEqual([{ key_id: ids.parent, size: 60 }]);
  });

  it('creates no key when the append rolls back, and a later append makes one that every process reads', async () => {
    const parent = randomUUID();
    const profile = (name: string) => ({
      type: 'ParentProfileUpdated',
      data: {
        parentId: parent,
        fullName: name,
        multipleChildren: false,
        specialConsiderations: 'Allergic to peanuts',
        updatedAt: new Date().toISOString(),
      },
    });
    const stream = { id: `parent-${parent}`, type: 'parent' };
    await expect(
      runtime.eventStore.transact(async (tx) => {
        await tx.append(stream, 0, [profile('Rolled Back')]);
        throw new Error('changed her mind');
      }),
    ).rejects.toThrow('changed her mind');
    const keyRows = sql`select key_id from data_keys where key_id = ${parent}`;
    expect((await keyRows.execute(runtime.db)).rows).toEqual([]);

    await runtime.eventStore.append(stream, 0, [profile('Kept Parent')]);
    expect((await keyRows.execute(runtime.db)).rows).toHaveLength(1);
    // Another process (an empty cache) reads what this one wrote with the key it created.
    const [event] = await readStream(runtime.db, await freshCatalog(), stream.id);
    expect(event!.data).toMatchObject({
      fullName: 'Kept Parent',
      specialConsiderations: 'Allergic to peanuts',
    });
  });

  it('encrypts events written before encryption once, through the documented step', async () => {
    const nanny = randomUUID();
    const bio = `A bio in clear ${randomUUID()}`;
    // As an older version of the app wrote it: straight into the table, in clear.
    await runtime.db
      .insertInto('events')
      .values({
        stream_id: `nanny-${nanny}`,
        stream_type: 'nanny',
        version: 1,
        type: 'NannyProfileUpdated',
        schema_version: 1,
        data: JSON.stringify({
          nannyId: nanny,
          fullName: 'Old Nanny',
          bio,
          updatedAt: new Date().toISOString(),
        }),
        metadata: JSON.stringify({ actorId: nanny }),
      })
      .execute();
    expect((await rawRows()).some((row) => row.includes(bio))).toBe(true);
    // Reads of a value still in clear work until the step has run.
    expect((await runtime.eventStore.readStream(`nanny-${nanny}`))[0]!.data).toMatchObject({ bio });

    await runtime.db
      .deleteFrom('schema_migrations')
      .where('name', '=', ENCRYPT_EXISTING_EVENTS_STEP)
      .execute();
    expect(await encryptExistingEvents(runtime.db, runtime.catalog)).toBe(1);
    expect(await encryptExistingEvents(runtime.db, runtime.catalog)).toBe(0);
    const rows = await rawRows();
    expect(rows.some((row) => row.includes(bio) || row.includes('Old Nanny'))).toBe(false);
    expect((await runtime.eventStore.readStream(`nanny-${nanny}`))[0]!.data).toMatchObject({
      fullName: 'Old Nanny',
      bio,
    });
    // The log is append-only again.
    await expect(sql`update events set version = version`.execute(runtime.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it("reads an erased person's fields as placeholders, everywhere, once her key is destroyed", async () => {
    const keys = runtime.catalog.personalData!.keyStore;
    await keys.destroyKey(runtime.db, ids.parent);
    const [profile] = (await runtime.eventStore.readStream(`parent-${ids.parent}`)).filter(
      (e) => e.type === 'ParentProfileUpdated',
    );
    expect(profile!.data).toMatchObject({ fullName: 'Erased user', specialConsiderations: '' });
    // The same through a process that never cached her key.
    const fresh = await readStream(runtime.db, await freshCatalog(), `parent-${ids.parent}`);
    expect(fresh.find((e) => e.type === 'ParentProfileUpdated')!.data).toMatchObject({
      fullName: 'Erased user',
    });
    // Others' values stay readable; hers can no longer be written.
    const [nanny] = await runtime.eventStore.readStream(`account-${ids.nanny}`);
    expect(JSON.stringify(nanny!.data)).not.toContain('enc:v1:');
    await expect(
      runtime.eventStore.append({ id: `parent-${ids.parent}`, type: 'parent' }, fresh.length, [
        {
          type: 'ParentProfileUpdated',
          data: {
            parentId: ids.parent,
            fullName: 'Back again',
            multipleChildren: false,
            specialConsiderations: '',
            updatedAt: new Date().toISOString(),
          },
        },
      ]),
    ).rejects.toThrow(/destroyed/);
  });
});
