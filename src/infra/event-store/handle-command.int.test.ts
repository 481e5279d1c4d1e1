import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterDecider, countersTable } from '../../../test/helpers/counter-fixture.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import {
  incrementThatFailsAfterQueueingMail,
  startCounterRuntime,
} from '../../../test/helpers/counter-runtime.js';
import type { Runtime } from '../../runtime.js';
import { DomainError } from '../domain/errors.js';
import { EventStore } from './event-store-service.js';

let runtime: Runtime;

beforeAll(async () => {
  runtime = await startCounterRuntime();
});
afterAll(() => runtime.close());

const counterRow = (id: string) =>
  countersTable(runtime.db)
    .selectFrom('test_counters')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();

describe(`handleCommand on ${testEngine}`, () => {
  it('applies 50 concurrent commands on one stream, each exactly once, retrying conflicts', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `cmd-${i}`);
    await Promise.all(
      ids.map((commandId) =>
        runtime.eventStore.handleCommand(counterDecider, 'counter-contended', {
          type: 'Increment',
          commandId,
          by: 1,
        }),
      ),
    );
    const events = await runtime.eventStore.readStream('counter-contended');
    expect(events.map((e) => e.version)).toEqual(ids.map((_, i) => i + 1));
    const applied = events.map((e) => (e.data as { commandId: string }).commandId).sort();
    expect(applied).toEqual([...ids].sort());
    expect(await counterRow('counter-contended')).toMatchObject({ total: 50, increments: 50 });
  });

  it('makes progress on a hot stream with a single retry: 16 busy writers, 300 commands', async () => {
    const strict = new EventStore({
      db: runtime.db,
      catalog: runtime.catalog,
      projections: runtime.projections,
      jobs: runtime.jobs,
      maxAttempts: 2,
    });
    const ids = Array.from({ length: 40 }, (_, i) => `strict-${i}`);
    const results = await Promise.allSettled(
      ids.map((commandId) =>
        strict.handleCommand(counterDecider, 'counter-strict', {
          type: 'Increment',
          commandId,
          by: 1,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await runtime.eventStore.readStream('counter-strict')).map((e) => e.version)).toEqual(
      ids.map((_, i) => i + 1),
    );
  });

  it('returns the new state and version, and the read table already shows the change', async () => {
    const result = await runtime.eventStore.handleCommand(counterDecider, 'counter-fresh', {
      type: 'Rename',
      name: 'Naptime',
    });
    expect(result.version).toBe(1);
    expect(result.state).toEqual({ total: 0, name: 'Naptime' });
    expect(await counterRow('counter-fresh')).toMatchObject({ name: 'Naptime' });
  });

  it('writes nothing when decide refuses the command', async () => {
    await expect(
      runtime.eventStore.handleCommand(counterDecider, 'counter-refused', {
        type: 'Rename',
        name: ' ',
      }),
    ).rejects.toBeInstanceOf(DomainError);
    expect(await runtime.eventStore.readStream('counter-refused')).toEqual([]);
    expect(await counterRow('counter-refused')).toBeUndefined();
  });

  it('rolls back the events, the projection and extra writes together when a later step fails', async () => {
    const mail = { to: 'a@example.com', subject: 's', text: 't', html: 'h' };
    await expect(
      incrementThatFailsAfterQueueingMail(
        runtime,
        'counter-rolled-back',
        mail,
        'the extra write failed',
      ),
    ).rejects.toThrow('the extra write failed');
    expect(await runtime.eventStore.readStream('counter-rolled-back')).toEqual([]);
    expect(await counterRow('counter-rolled-back')).toBeUndefined();
    const jobs = await sql<{
      n: number;
    }>`select count(*)::int as n from pgboss.job where name = 'mail.send'`.execute(runtime.db);
    expect(jobs.rows[0]?.n).toBe(0);
  });

  it('records the metadata it is given with every event', async () => {
    await runtime.eventStore.handleCommand(
      counterDecider,
      'counter-meta',
      { type: 'Increment', commandId: 'm', by: 1 },
      { metadata: { actorId: 'user-1', actorRole: 'operator', requestId: 'req-1' } },
    );
    const [event] = await runtime.eventStore.readStream('counter-meta');
    expect(event?.metadata).toEqual({
      actorId: 'user-1',
      actorRole: 'operator',
      requestId: 'req-1',
    });
  });

  it('tells committed-event listeners after commit, never for a rolled-back command', async () => {
    const heard: string[] = [];
    const stop = runtime.eventStore.onCommitted((events) =>
      heard.push(...events.map((e) => e.streamId)),
    );
    await runtime.eventStore.handleCommand(counterDecider, 'counter-heard', {
      type: 'Rename',
      name: 'x',
    });
    await runtime.eventStore
      .handleCommand(counterDecider, 'counter-unheard', { type: 'Rename', name: '' })
      .catch(() => {});
    stop();
    expect(heard).toEqual(['counter-heard']);
  });

  it("reads a command's facts with its stream, after what the transaction did before", async () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const results = await Promise.all(
      ids.map((n) =>
        runtime.eventStore.transact(async (tx) => {
          await sql`select pg_advisory_xact_lock(4711)`.execute(tx.db);
          return tx.handleWithFacts(
            counterDecider,
            'counter-facts',
            sql`select ${n}::int as by, (select count(*)::int from pg_locks
                  where locktype = 'advisory' and objid = 4711 and pid = pg_backend_pid()) as held`,
            (facts: { by: number; held: number }) => {
              // Her lock, taken before in this transaction, is held when the facts are read.
              expect(facts.held).toBe(1);
              return { type: 'Increment' as const, commandId: `facts-${facts.by}`, by: facts.by };
            },
          );
        }),
      ),
    );
    expect(results.map((r) => r.events.length)).toEqual(ids.map(() => 1));
    const events = await runtime.eventStore.readStream('counter-facts');
    expect(events.map((e) => e.version)).toEqual(ids);
    expect(await counterRow('counter-facts')).toMatchObject({ total: 210, increments: 20 });
  });

  it('rolls back the whole unit when the facts read beside the stream fails', async () => {
    await expect(
      runtime.eventStore.transact((tx) =>
        tx.handleWithFacts(
          counterDecider,
          'counter-facts-failed',
          sql`select 1 / ${0}::int as by`,
          (facts: { by: number }) => ({ type: 'Increment' as const, commandId: 'f', by: facts.by }),
        ),
      ),
    ).rejects.toThrow(/division by zero/);
    expect(await runtime.eventStore.readStream('counter-facts-failed')).toEqual([]);
    expect(await counterRow('counter-facts-failed')).toBeUndefined();
  });
});
