import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/infra/db/database.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/infra/http/error-handler.js';
import { MAIL_SEND_JOB } from '../../src/infra/mail/mail-job.js';
import { replayAndVerify } from '../../src/infra/projections/replay-verify.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { reservePort } from '../helpers/reserve-port.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { testConfig } from '../helpers/test-config.js';
import { clonePostgresTemplate, testEngine } from '../helpers/test-database.js';
import { signedInAccount } from '../helpers/test-sessions.js';
import { waitFor } from '../helpers/wait-for.js';
import { parentWithPhoto, profileMarkersInLog, updateProfile } from './fault-parents.js';
import { openLive, type LiveClient } from '../helpers/ws-client.js';

/**
 * PostgreSQL goes away under a running app (a TCP proxy in this process stands for the network
 * and is cut, then restored) and comes back. A second runtime, connected directly, plays another
 * app instance or a script: it writes while the app cannot, and checks the data afterwards.
 */
const quietLogger = { error: () => {} };

describe.runIf(testEngine === 'postgres')('a database outage', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let proxy: TcpProxy;
  let runtime: Runtime;
  let writer: Runtime;
  let app: FastifyInstance;
  let baseUrl: string;
  let operator: { accountId: string; cookie: string };
  let parent: { accountId: string; cookie: string };
  let live: LiveClient;

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    const direct = new URL(clone.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(clone.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const reserved = await reservePort();
    baseUrl = `http://127.0.0.1:${reserved.port}`;
    const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-files-')));
    runtime = await startRuntime(testConfig({ publicUrl: baseUrl }), {
      database: await openDatabase({ url: proxied.toString() }),
      storage,
      jobPollingIntervalSeconds: 0.5,
      // Never in time for this test: events written elsewhere must come through LISTEN.
      livePollMs: 600_000,
      logger: quietLogger,
    });
    writer = await startRuntime(testConfig({ publicUrl: baseUrl }), {
      database: await openDatabase({ url: clone.url }),
      storage,
      work: false,
      logger: quietLogger,
    });
    app = await buildApp({ ...runtime, logger: false });
    await reserved.release();
    await app.listen({ port: reserved.port, host: '127.0.0.1' });
    operator = await signedInAccount(writer, 'operator');
    parent = await parentWithPhoto(writer);
    live = await openLive(baseUrl, { cookie: operator.cookie });
    await live.next('hello');
  });

  afterAll(async () => {
    live?.close();
    await proxy?.restore().catch(() => {});
    await app?.close();
    await runtime?.close();
    await writer?.close();
    await proxy?.close();
    await clone?.drop();
  });

  const update = (cookie: string, marker: string) => updateProfile(baseUrl, cookie, marker);

  const headPosition = async () =>
    Number(
      (
        await writer.db
          .selectFrom('events')
          .select((eb) => eb.fn.max('position').as('head'))
          .executeTakeFirstOrThrow()
      ).head ?? 0,
    );

  /** How many of the app's own sessions (through the proxy) are LISTENing for commits. */
  const appListeners = async () => {
    const ports = proxy.upstreamPorts();
    const { rows } = await sql<{ listening: number }>`
      select count(*)::int as listening from pg_stat_activity
      where client_port = any(${ports}::int[]) and query ilike 'listen %'`.execute(writer.db);
    return rows[0]?.listening ?? 0;
  };

  it('answers 503 with Retry-After while PostgreSQL is away, then resumes with nothing skipped', async () => {
    expect((await update(parent.cookie, 'before the outage')).status).toBe(200);
    const outgoing = Array.from({ length: 10 }, () => parentWithPhoto(writer));
    const burstParents = await Promise.all(outgoing);
    const positionBeforeCut = await headPosition();
    await waitFor(async () => (await appListeners()) === 1);

    // The cut falls in the middle of a burst of commands: each either happened or did not.
    const burst = burstParents.map((p, i) => update(p.cookie, `burst ${i}`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await proxy.cut();
    const burstAnswers = await Promise.all(burst);
    for (const answer of burstAnswers) expect([200, 503]).toContain(answer.status);

    // While it is away: 503 within seconds, a retry hint, a message a person understands.
    const started = Date.now();
    const refused = await update(parent.cookie, 'during the outage');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      code: 'unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    const read = await fetch(`${baseUrl}/api/parent/profile`, {
      headers: { cookie: parent.cookie },
    });
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    const notReady = await fetch(`${baseUrl}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'database unreachable' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

    // Meanwhile another instance keeps writing, and queues a job for whoever works jobs.
    const duringOutage = await signedInAccount(writer, 'parent');
    const queuedDuringOutage = await writer.jobs.send(MAIL_SEND_JOB, {
      to: 'queued-during-outage@example.com',
      subject: 'Queued while the app could not reach its database',
      text: 'x',
      html: '<p>x</p>',
    });

    // The database returns: the app recovers by itself.
    await proxy.restore();
    await waitFor(async () => (await fetch(`${baseUrl}/readyz`)).status === 200, {
      timeoutMs: 20_000,
      intervalMs: 200,
    });
    const after = await update(parent.cookie, 'after the outage');
    expect(after.status).toBe(200);
    const afterBody = (await after.json()) as { parent: { specialConsiderations: string } };
    expect(afterBody.parent.specialConsiderations).toBe('after the outage');

    // The commit listener is back by itself, and another instance's commit reaches the socket.
    await waitFor(async () => (await appListeners()) === 1, { timeoutMs: 20_000, intervalMs: 200 });
    const afterRecovery = await signedInAccount(writer, 'parent');
    const registeredAfter = await live.next(
      'log.appended',
      (m) => (m.event as { streamId: string }).streamId === `account-${afterRecovery.accountId}`,
    );
    expect(registeredAfter).toBeDefined();

    // Jobs resume: the one queued during the outage and one queued after it both run.
    const queuedAfter = await runtime.jobs.send(MAIL_SEND_JOB, {
      to: 'queued-after-outage@example.com',
      subject: 'Queued after the database came back',
      text: 'x',
      html: '<p>x</p>',
    });
    const sent = await waitFor(
      async () => {
        const rows = await writer.db
          .selectFrom('mail_outbox')
          .select('job_id')
          .where('job_id', 'in', [queuedDuringOutage!, queuedAfter!])
          .execute();
        return rows.length === 2 && rows;
      },
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(sent).toHaveLength(2);

    // Nothing half-done: the refused command left no trace; every acknowledged one is in the log.
    const markers = await profileMarkersInLog(writer);
    expect(markers.has('during the outage')).toBe(false);
    burstAnswers.forEach((answer, i) => {
      if (answer.status === 200) expect(markers.has(`burst ${i}`)).toBe(true);
    });
    const report = await replayAndVerify(writer.db, writer.catalog, writer.projections);
    expect(report.differences).toEqual([]);

    // The socket that lived through the outage got every event after the cut, in order, once.
    const head = await headPosition();
    const expected = (
      await writer.db
        .selectFrom('events')
        .select('position')
        .where('position', '>', positionBeforeCut)
        .where('position', '<=', head)
        .orderBy('position')
        .execute()
    ).map((row) => Number(row.position));
    await waitFor(() =>
      live.messages.some((m) => m.type === 'log.appended' && m.position === head),
    );
    const pushed = live.messages
      .filter((m) => m.type === 'log.appended')
      .filter((m) => (m.position as number) > positionBeforeCut && (m.position as number) <= head)
      .map((m) => m.position);
    expect(pushed).toEqual(expected);
    expect(expected).toContain(
      (
        await writer.db
          .selectFrom('events')
          .select('position')
          .where('stream_id', '=', `account-${duringOutage.accountId}`)
          .executeTakeFirstOrThrow()
      ).position,
    );
  });
});

describe.runIf(testEngine === 'embedded')('a database outage (embedded engine)', () => {
  it.skip('does not apply: the embedded database runs inside the app process, with no network to lose', () => {});
});
