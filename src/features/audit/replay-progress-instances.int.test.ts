import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import { startAppInstance } from '../../../test/helpers/app-instance.js';
import {
  productCatalog,
  productProjections,
  seedLogInBulk,
} from '../../../test/helpers/bulk-log.js';
import { testConfig } from '../../../test/helpers/test-config.js';
import { clonePostgresTemplate, testEngine } from '../../../test/helpers/test-database.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../infra/db/database.js';
import { rebuildProjections } from '../../infra/projections/rebuild.js';
import type { Runtime } from '../../runtime.js';
import type { ReplayProgress } from '../../shared/replay-progress.js';

/** Long enough that a cancel sent on the first progress message lands while it still folds. */
const EVENTS = 60_000;

// Two app instances on one PostgreSQL database, as behind a load balancer: the replay runs on
// one, the operator's socket and her cancel land on the other.
describe.runIf(testEngine === 'postgres')('replay progress and cancel across app instances', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let runner: Runtime;
  let watcher: Runtime;
  let runnerApp: FastifyInstance;
  let watcherApp: FastifyInstance;
  let operator: string;
  let socket: LiveClient;

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    // Seeded before any instance starts, so no live hub follows the seeding.
    const seeding = await openDatabase({ url: clone.url, poolSize: 2 });
    await seedLogInBulk(seeding.db, EVENTS);
    await rebuildProjections(seeding.db, productCatalog, productProjections);
    await seeding.close();
    runner = await startAppInstance(clone.url);
    watcher = await startAppInstance(clone.url);
    runnerApp = await buildApp({ ...runner, logger: false });
    watcherApp = await buildApp({ ...watcher, logger: false });
    const baseUrl = await watcherApp.listen({ port: 0, host: '127.0.0.1' });
    operator = await signedInAs(watcher, 'operator');
    socket = await openLive(baseUrl, { cookie: operator, origin: testConfig().publicUrl });
    await socket.next('hello');
  }, 300_000);
  afterAll(async () => {
    socket?.close();
    await watcherApp?.close();
    await runnerApp?.close();
    await watcher?.close();
    await runner?.close();
    await clone?.drop();
  });

  const progress = (match: (m: ReplayProgress) => boolean) =>
    socket.next('replay.progress', (m) =>
      match(m as unknown as ReplayProgress),
    ) as unknown as Promise<ReplayProgress>;

  it("shows the other instance's run, and cancels it from here", async () => {
    const running = post(runnerApp, '/api/operator/replay-verify', {}, operator);
    const underway = await progress((m) => m.state === 'folding' && m.events > 0);
    const shown = await get(watcherApp, '/api/operator/replay-verify/progress', operator);
    expect(shown.json()).toMatchObject({ progress: { runId: underway.runId } });

    const cancelled = await post(watcherApp, '/api/operator/replay-verify/cancel', {}, operator);
    expect(cancelled.statusCode, cancelled.body).toBe(202);
    const answer = await running;
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'replay_cancelled' });
    expect(await progress((m) => m.state === 'cancelled')).toMatchObject({
      runId: underway.runId,
    });

    const again = await post(runnerApp, '/api/operator/replay-verify', {}, operator);
    expect(again.statusCode, again.body).toBe(200);
    const { runId } = again.json<{ runId: string }>();
    expect(await progress((m) => m.runId === runId && m.state === 'equal')).toBeDefined();
  }, 120_000);
});
