import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOverview } from '../../features/operations/index.js';
import { get, post, signUpForm } from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { openLive } from '../../../test/helpers/ws-client.js';
import { projectRoot } from '../project-root.js';
import { startMetricsServer } from './metrics-routes.js';

let server: TestServer;
let operator: string;
let parent: string;

beforeAll(async () => {
  // Jobs are not worked, so the sign-up's email stays queued for the depth gauge.
  server = await startTestServer({ work: false });
  operator = await signedInAs(server.runtime, 'operator');
  parent = await signedInAs(server.runtime, 'parent');
});
afterAll(() => server?.close());

const scrape = async (cookie = operator) => {
  const response = await get(server.app, '/metrics', cookie);
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample line, `name{labels} value`, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe(`/metrics on ${testEngine}`, () => {
  it('is for operators only: 401 signed out, 403 for parents, and no figure leaks', async () => {
    const anonymous = await get(server.app, '/metrics');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('rbt_');
    const asParent = await get(server.app, '/metrics', parent);
    expect(asParent.statusCode).toBe(403);
    expect(asParent.body).not.toContain('rbt_');
    expect(asParent.headers['cache-control']).toBe('no-store');
  });

  it("counts this instance's commits and events by type, exactly as the log holds them", async () => {
    const signUp = await post(server.app, '/api/auth/sign-up', signUpForm());
    expect(signUp.statusCode).toBe(201);
    const text = await scrape();
    const { rows } = await sql<{ type: string; n: number }>`
      select type, count(*)::int as n from events group by type`.execute(server.runtime.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { type, n } of rows) {
      expect(sample(text, 'rbt_events_appended_total', { type })).toBe(n);
    }
    expect(sample(text, 'rbt_commands_total', { stream_type: 'account' })).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('times requests by route template and status, never by the id in the path', async () => {
    const bookingId = randomUUID().replace(/-/g, '');
    const missing = await get(server.app, `/api/operator/bookings/${bookingId}`, operator);
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, 'rbt_http_request_duration_seconds_count', {
        route: '/api/operator/bookings/:id',
        status_code: '404',
        method: 'GET',
      }),
    ).toBe(1);
    expect(text).not.toContain(bookingId);
  });

  it('counts open sockets by role and times pushes from record to socket', async () => {
    const before = sample(await scrape(), 'rbt_live_push_lag_seconds_count') ?? 0;
    const socket = await openLive(server.baseUrl, { cookie: parent });
    try {
      await waitFor(
        async () => sample(await scrape(), 'rbt_open_sockets', { role: 'parent' }) === 1,
      );
      expect(sample(await scrape(), 'rbt_open_sockets', { role: 'nanny' })).toBe(0);
      await post(server.app, '/api/auth/sign-up', signUpForm());
      await server.runtime.liveHub.followed();
      expect(sample(await scrape(), 'rbt_live_push_lag_seconds_count')).toBeGreaterThan(before);
    } finally {
      socket.close();
    }
    await waitFor(async () => sample(await scrape(), 'rbt_open_sockets', { role: 'parent' }) === 0);
  });

  it("reports each queue's waiting jobs and failures as the operators' jobs view counts them", async () => {
    const { queues } = await jobsOverview(server.runtime.db);
    const waiting = queues.filter((q) => q.queued + q.retrying > 0);
    expect(waiting.length).toBeGreaterThan(0);
    const text = await scrape();
    for (const q of queues) {
      expect(sample(text, 'rbt_job_queue_depth', { queue: q.name })).toBe(q.queued + q.retrying);
      expect(sample(text, 'rbt_job_failures', { queue: q.name })).toBe(q.failed);
    }
  });

  it('shows how far the last replay and verify folded the log', async () => {
    const response = await post(server.app, '/api/operator/replay-verify', {}, operator);
    expect(response.statusCode).toBe(200);
    const { events } = response.json<{ events: number }>();
    expect(events).toBeGreaterThan(0);
    expect(sample(await scrape(), 'rbt_replay_events_folded')).toBe(events);
  });

  it('serves Prometheus on a port of its own without a session, and nothing else there', async () => {
    const scrapePort: FastifyInstance = await startMetricsServer(
      server.runtime.metrics,
      0,
      '127.0.0.1',
    );
    try {
      const { port } = scrapePort.server.address() as { port: number };
      const base = `http://127.0.0.1:${port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('rbt_commands_total');
      expect((await fetch(`${base}/api/session`)).status).toBe(404);
    } finally {
      await scrapePort.close();
    }
  });

  it("lists in docs/operations.md exactly the metrics it serves (the dashboard builder's list)", async () => {
    const operations = readFileSync(join(projectRoot(), 'docs', 'operations.md'), 'utf8');
    const section = operations.slice(operations.indexOf('### Metrics'));
    const listed = new Set(
      [...section.slice(0, section.indexOf('\n## ')).matchAll(/^\| `(rbt_[a-z_]+)`/gm)].map(
        (m) => m[1],
      ),
    );
    const served = (await server.runtime.metrics.registry.getMetricsAsJSON())
      .map((m) => m.name)
      .filter((name) => name.startsWith('rbt_'));
    expect([...listed].sort()).toEqual(served.sort());
  });

  it("serves Node's and the process's own metrics under their standard names", async () => {
    const names = (await server.runtime.metrics.registry.getMetricsAsJSON()).map((m) => m.name);
    expect(names).toContain('process_cpu_user_seconds_total');
    expect(names).toContain('process_resident_memory_bytes');
    expect(names).toContain('nodejs_eventloop_lag_seconds');
    expect(names).toContain('nodejs_heap_size_used_bytes');
    // Every other metric is ours, under our prefix.
    const others = names.filter((n) => !/^(process_|nodejs_)/.test(n));
    expect(others.filter((n) => !n.startsWith('rbt_'))).toEqual([]);
  });
});
