import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';
import type { LogEvent } from './audit.queries.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';

const EVENTS = 50_000;
const REASON = 'The RBT certificate on file has expired; please upload the renewed one. '.repeat(
  14,
);

let server: Awaited<ReturnType<typeof startTestApp>>;
let operator: string;
let url: string;

beforeAll(async () => {
  server = await startTestApp({ work: false });
  operator = await signedInAs(server.runtime, 'operator');
  // Straight into the log, in a few statements: the export reads only the log, and 50,000
  // commands would take minutes. Fifty events to a stream, each about 1.2 kB once exported.
  for (let start = 0; start < EVENTS; start += 10_000) {
    await sql`insert into events (stream_id, stream_type, version, type, data)
      select 'nanny-bulk-' || (g / 50), 'nanny', g % 50 + 1, 'NannyRejected',
        jsonb_build_object('nannyId', 'bulk-' || (g / 50), 'reason', ${REASON}::text,
          'rejectedAt', '2026-03-01T09:00:00.000Z')
      from generate_series(${start}::int, ${start + 9_999}::int) as g`.execute(server.runtime.db);
  }
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server?.close());

/** A full collection, so what is measured is what is still referenced, not garbage. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe(`the NDJSON export on ${testEngine}`, () => {
  /*
   * Server and client share this process, so their memory is measured together: the heap plus
   * the buffers outside it (a Buffer holding the whole export would show there). After a forced
   * collection, what remains is what the export holds on to. Built in memory, the export would
   * hold its whole ~60 MB (several times that as strings and rows) before the first byte went
   * out; streamed without regard for the client, it would pile up in the response's buffer while
   * the client pauses (the first read is followed by a 2 s pause for exactly that: ~20-30 MB pile
   * up then). Streamed with backpressure, it holds one batch of rows and the stream buffers: a
   * few MB, whatever the export's size.
   */
  it('streams 50,000 events in constant memory, with backpressure', async () => {
    const gc = collector();
    const retained = () => {
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const baseline = retained();
    const response = await fetch(`${url}/api/operator/events/export?type=NannyRejected`, {
      headers: { cookie: operator },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let [lines, bytes, reads, peak, duringPause, linesAtFirstRead] = [0, 0, 0, 0, 0, -1];
    let partial = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      reads += 1;
      bytes += value.byteLength;
      const parts = (partial + decoder.decode(value, { stream: true })).split('\n');
      partial = parts.pop()!;
      for (const line of parts) {
        const event = JSON.parse(line) as LogEvent;
        if (event.type !== 'NannyRejected') throw new Error(`unexpected ${line.slice(0, 80)}`);
        lines += 1;
      }
      if (reads === 1) {
        linesAtFirstRead = lines;
        await sleep(2000);
        duringPause = retained() - baseline;
      }
      if (reads % 100 === 0) peak = Math.max(peak, retained() - baseline);
    }
    expect(partial).toBe('');
    expect(lines).toBe(EVENTS);
    // Lines arrived while the rest was still being read from the database.
    expect(linesAtFirstRead).toBeLessThan(EVENTS / 10);
    expect(reads).toBeGreaterThan(100);
    expect(bytes).toBeGreaterThan(50_000_000);
    console.log(
      `export: ${(bytes / 1e6).toFixed(1)} MB in ${reads} reads; ` +
        `retained above the start: ${(duringPause / 1e6).toFixed(1)} MB after a 2 s pause, ` +
        `${(peak / 1e6).toFixed(1)} MB at most while reading`,
    );
    // Typically 1 to 3 MB; the engine's transient protocol buffers (several MB) may show too.
    expect(duringPause).toBeLessThan(bytes / 8);
    expect(peak).toBeLessThan(bytes / 4);
  });
});
