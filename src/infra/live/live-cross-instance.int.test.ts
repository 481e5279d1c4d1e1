import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers/test-config.js';
import { startAppInstance } from '../../../test/helpers/app-instance.js';
import { clonePostgresTemplate, testEngine } from '../../../test/helpers/test-database.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { buildApp } from '../../app.js';
import { heldBackEvents } from '../event-store/event-store.js';
import type { Runtime } from '../../runtime.js';

// Two app instances on one PostgreSQL database (startAppInstance): whatever reaches the other
// instance's socket came by NOTIFY.
const config = testConfig();

const loggedType = (type: string) => (m: Record<string, unknown>) =>
  (m.event as { type?: string } | undefined)?.type === type;

/** Whether every transaction that wrote to the log is older than all that may still write it. */
const logSettled = async (runtime: Runtime) => {
  const result = await sql<{ held: boolean }>`select ${heldBackEvents} as held`.execute(runtime.db);
  return result.rows[0]?.held === false;
};

describe.runIf(testEngine === 'postgres')('live updates across app instances', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let writer: Runtime;
  let reader: Runtime;
  let readerApp: FastifyInstance;
  let operatorSocket: LiveClient;

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    writer = await startAppInstance(clone.url);
    reader = await startAppInstance(clone.url);
    readerApp = await buildApp({ ...reader, logger: false });
    const baseUrl = await readerApp.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await signedInAs(reader, 'operator');
    operatorSocket = await openLive(baseUrl, { cookie, origin: config.publicUrl });
    await operatorSocket.next('hello');
  });
  afterAll(async () => {
    operatorSocket?.close();
    await readerApp?.close();
    await reader?.close();
    await writer?.close();
    await clone?.drop();
  });

  it('pushes a commit made on one instance to a socket on the other at once', async () => {
    await signedInAs(writer, 'parent');
    expect(await operatorSocket.next('log.appended', loggedType('ParentRegistered'))).toBeDefined();
  });

  it('listens again after its connection is cut, and misses nothing meanwhile', async () => {
    const cut = await sql<{ cut: boolean }>`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where datname = current_database() and query like ${'listen rbt_%'}
    `.execute(writer.db);
    expect(cut.rows.length).toBeGreaterThanOrEqual(2);
    await signedInAs(writer, 'nanny');
    expect(await operatorSocket.next('log.appended', loggedType('NannyRegistered'))).toBeDefined();
  });

  it('hands out events held back by an older open transaction as soon as it ends', async () => {
    const registered = () => operatorSocket.messages.filter(loggedType('ParentRegistered')).length;
    const before = registered();
    const older = await writer.db.startTransaction().execute();
    try {
      await sql`select pg_current_xact_id()`.execute(older); // now it holds the log back
      await signedInAs(writer, 'parent'); // committed and notified, but not yet safe to send
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(registered()).toBe(before);
    } finally {
      // It commits nothing to the log, so nothing notifies: the hub must look again itself.
      await older.commit().execute();
    }
    // Delivery is measured from the moment nothing older that may write this log is running,
    // which is when the hub may send it.
    await waitFor(() => logSettled(writer), { timeoutMs: 150_000, intervalMs: 200 });
    await waitFor(() => registered() === before + 1, { timeoutMs: 20_000 });
  }, 200_000);
});
