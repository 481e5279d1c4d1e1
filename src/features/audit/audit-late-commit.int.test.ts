import { Type } from '@sinclair/typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { appendToStream } from '../../infra/event-store/event-store.js';
import type { Feature } from '../../infra/feature.js';
import { allFeatures } from '../all-features.js';
import type { LogEvent } from './audit.queries.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

/** An event type of its own, so a type filter finds only what these tests append. */
const probes: Feature = {
  name: 'audit-test-late-commit',
  events: [{ type: 'LogProbeRecorded', schema: Type.Object({ label: Type.String() }) }],
};
const probe = (label: string) => ({ type: 'LogProbeRecorded', data: { label } });

let operator: string;
let streamNo = 0;
const newStream = () => ({ id: `probe-${process.pid}-${++streamNo}`, type: 'probe' });

const server = testAppForFile({ features: [...allFeatures, probes], work: false });

beforeAll(async () => {
  operator = await signedInAs(server.runtime, 'operator');
});

interface Page {
  events: LogEvent[];
  nextAfter: number | null;
}

const page = async (query: string): Promise<Page> => {
  const response = await get(server.app, `/api/operator/events?${query}`, operator);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

/**
 * Pages on from `after` as the web view does (small pages, each from the last one's end) until
 * the last page; returns what was shown and where the reader now stands.
 */
async function pageOn(after: number, filters = '') {
  const shown: LogEvent[] = [];
  for (let pages = 0; pages < 1000; pages++) {
    const { events, nextAfter } = await page(`${filters}after=${after}&limit=3`);
    shown.push(...events);
    after = events.at(-1)?.position ?? after;
    if (nextAfter === null) return { shown, after };
  }
  throw new Error('the log did not end');
}

const exported = async (filters: string) => {
  const response = await get(server.app, `/api/operator/events/export?${filters}`, operator);
  expect(response.statusCode).toBe(200);
  return response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LogEvent);
};

/**
 * Where a reader of the whole log stands once it has seen `position`. A transaction of this
 * database still running holds the log back for a while (delayed, never lost), so the reader
 * pages on until it is there.
 */
async function readerPast(position: number): Promise<number> {
  let after = 0;
  await waitFor(
    async () => {
      after = (await pageOn(after)).after;
      return after >= position;
    },
    { timeoutMs: 30_000 },
  );
  return after;
}

const labels = (events: LogEvent[]) =>
  events
    .filter((e) => e.type === 'LogProbeRecorded')
    .map((e) => (e.data as { label: string }).label);

describe(`the event log's paging on ${testEngine}`, () => {
  it('pages on from a cursor to the events appended since, in position order, once each', async () => {
    const start = await readerPast(0);
    const [a] = await server.runtime.eventStore.append(newStream(), 0, [probe('first')]);
    const [b] = await server.runtime.eventStore.append(newStream(), 0, [probe('second')]);
    const cursor = await readerPast(b!.position);
    const { shown } = await pageOn(start);
    const positions = shown.map((e) => e.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(positions).toContain(a!.position);
    expect(labels(shown)).toEqual(['first', 'second']);
    expect(positions.at(-1)).toBe(cursor);
    expect(await pageOn(cursor)).toEqual({ shown: [], after: cursor });
  });

  it.skipIf(testEngine === 'embedded')(
    // The embedded engine is one connection: a second transaction waits for the first to end,
    // so positions always commit in order there (src/infra/event-store/event-store.int.test.ts).
    'never skips a lower position committed after a higher one, with or without filters and in the export (PostgreSQL only: the embedded engine cannot interleave transactions)',
    async () => {
      const catalog = server.runtime.eventStore.catalog;
      const cursor = await readerPast(0);
      const streamA = newStream();
      const streamB = newStream();
      const byType = 'type=LogProbeRecorded&';
      const byStreamB = `streamId=${streamB.id}&`;
      const typeCursor = (await pageOn(0, byType)).after;

      const txA = await server.runtime.db.startTransaction().execute();
      let committed = false;
      try {
        const [early] = await appendToStream(txA, catalog, streamA, 0, [probe('A')]);
        const [late] = await server.runtime.eventStore.append(streamB, 0, [probe('B')]);
        expect(early!.position).toBeLessThan(late!.position);

        // B is committed, but A (a lower position) may still commit: no page shows B yet, so
        // no reader's cursor can pass A.
        const whileOpen = await pageOn(cursor);
        expect(whileOpen.shown.map((e) => e.position)).not.toContain(late!.position);
        expect(whileOpen.after).toBeLessThan(early!.position);
        expect((await pageOn(typeCursor, byType)).shown).toEqual([]);
        expect((await pageOn(0, byStreamB)).shown).toEqual([]);
        expect(labels(await exported('type=LogProbeRecorded'))).not.toContain('B');

        await txA.commit().execute();
        committed = true;

        // From the cursor the reader had: both, A first, nothing skipped or shown twice.
        const afterCommit = await waitFor(
          async () => {
            const next = await pageOn(whileOpen.after);
            return next.shown.some((e) => e.position === late!.position) && next;
          },
          { timeoutMs: 30_000 },
        );
        const seen = [...whileOpen.shown, ...afterCommit.shown].map((e) => e.position);
        expect(new Set(seen).size).toBe(seen.length);
        expect(labels(afterCommit.shown)).toEqual(['A', 'B']);
        expect(afterCommit.shown.map((e) => e.position)).toEqual(
          expect.arrayContaining([early!.position, late!.position]),
        );
        expect(labels((await pageOn(typeCursor, byType)).shown)).toEqual(['A', 'B']);
        expect(labels((await pageOn(0, byStreamB)).shown)).toEqual(['B']);
        expect(labels(await exported('type=LogProbeRecorded')).slice(-2)).toEqual(['A', 'B']);
      } finally {
        if (!committed) await txA.rollback().execute();
      }
    },
  );
});
