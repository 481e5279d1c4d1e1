import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { WebSocket } from 'ws';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createSession } from '../../src/infra/auth/session-store.js';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { seedManyNannies } from '../../test/helpers/directory-seed.js';
import { signedInAccount } from '../../test/helpers/test-sessions.js';
import { approvalBody } from '../../test/helpers/credential-facts.js';
import { signedInParents } from './bench-parents.js';
import type { SocketsFigures, SocketsRequest } from './live-sockets.js';

/** Approvals timed at each size; every one reaches the nanny and every parent's socket. */
const PUSHES = 20;
/**
 * Approvals made first at each size and not timed, on both servers: the first pushes run code
 * not yet compiled by V8 (the first one took 230 ms where the tenth took 50), and with 20 pushes
 * one such push alone is the p99. Every benchmark of a steady state warms up first.
 */
const WARM_UP_PUSHES = 3;

/**
 * The live figure (docs/performance.md, Live pushes): from an operator's POST approving a nanny to
 * the message on her socket and on every parent's (`sockets` parents), against a bare Fastify
 * WebSocket route pushing one frame of the same size to the same number of sockets on a bare POST,
 * measured in the same run. The sockets live in their own process (live-sockets.ts). Also the
 * server's memory per socket.
 */
export async function benchLive(database: DatabaseHandle, sizes: number[]): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // What is timed is the push, not the arrival of 10,000 sockets in a few seconds. The server
    // runs in this process, whose forced GCs (weighing memory per socket) and seeding stall its
    // event loop past the 503 threshold, so load shedding refused sockets of the crowd and ended
    // the run. The overload part of the bench measures shedding on its own.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_POOL_WAIT_MS: '0',
  });
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-bench-files-')));
  const runtime = await startRuntime(config, { database, work: false, storage });
  try {
    const app = await buildApp({ ...runtime, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const operator = await signedInAccount(runtime, 'operator');
    const bare = await bareServer();
    let seeded: string[] = [];
    for (const size of sizes) {
      seeded = [...seeded, ...(await signedInParents(runtime, size - seeded.length))];
      const nannies = await pendingCompleteNannies(runtime, WARM_UP_PUSHES + PUSHES);
      const baseline = await sockets(
        {
          socketUrl: `${bare.url.replace(/^http/, 'ws')}/ws`,
          origin: config.publicUrl,
          listeners: seeded,
          warmUp: WARM_UP_PUSHES,
          pushes: nannies.map(({ nannyId }) => ({
            url: `${bare.url}/push/${nannyId}`,
            cookie: '',
            nannyId,
          })),
        },
        () => undefined,
      );
      let bytesPerSocket = 0;
      // The heap weighed before the crowd must not hold the baseline's sockets, still closing on
      // the servers' side when its process has gone: freed later, they made the figure negative.
      await allClosed(() => bare.openSockets() + runtime.liveHub.connectedCount);
      const measured = await sockets(
        {
          socketUrl: `${url.replace(/^http/, 'ws')}/ws`,
          origin: config.publicUrl,
          listeners: seeded,
          warmUp: WARM_UP_PUSHES,
          pushes: nannies.map(({ nannyId, cookie }) => ({
            url: `${url}/api/operator/nannies/${nannyId}/approve`,
            body: JSON.stringify(approvalBody()),
            cookie: operator.cookie,
            own: cookie,
            nannyId,
          })),
        },
        (before, after, count) => (bytesPerSocket = (after - before) / count),
      );
      line(`bare WebSocket route, ${size} sockets (baseline)`, baseline);
      line(`operator approves: nanny + ${size} parents`, measured);
      console.log(
        `  ${''.padEnd(52)} = p50 ${ratio(measured.p50Ms, baseline.p50Ms)} × the baseline's, p99 ${ratio(measured.p99Ms, baseline.p99Ms)} ×; ${(bytesPerSocket / 1024).toFixed(1)} KB per socket`,
      );
    }
    await bare.close();
    await app.close();
  } finally {
    await runtime.close();
  }
}

const gc = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();
const heapNow = () => {
  gc();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return heapUsed + external - arrayBuffers;
};

/** Runs live-sockets.ts: connect, measure memory, push, figures. */
function sockets(
  request: SocketsRequest,
  onConnected: (heapBefore: number, heapAfter: number, count: number) => void,
): Promise<SocketsFigures> {
  const before = heapNow();
  const child = fork(fileURLToPath(new URL('./live-sockets.ts', import.meta.url)));
  return new Promise((resolve, reject) => {
    child.on('message', (message: { connected?: number } & Partial<SocketsFigures>) => {
      if (message.connected !== undefined) {
        // Give the server a moment to finish the last hellos before weighing it.
        setTimeout(() => {
          onConnected(before, heapNow(), message.connected!);
          child.send('go');
        }, 500);
      } else resolve(message as SocketsFigures);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`live sockets exited with ${code}`));
    });
    child.send(request);
  });
}

/** The baseline: sockets that get a hello, and a POST that sends every one the same frame. */
async function bareServer() {
  const bare = Fastify({ logger: false });
  await bare.register(fastifyWebsocket);
  const open = new Set<WebSocket>();
  let position = 0;
  await bare.register(async (scope) => {
    scope.get('/ws', { websocket: true }, (socket) => {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.send(JSON.stringify([{ type: 'hello', position }]));
    });
    scope.post<{ Params: { nannyId: string } }>('/push/:nannyId', async (request) => {
      const frame = JSON.stringify([
        { type: 'directory.changed', position: ++position, nannyId: request.params.nannyId },
      ]);
      for (const socket of open) socket.send(frame);
      return {};
    });
  });
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url, openSockets: () => open.size, close: () => bare.close() };
}

/** Waits (up to 10 s) until no socket is left open on the servers' side. */
async function allClosed(openSockets: () => number): Promise<void> {
  for (let waited = 0; openSockets() > 0 && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Pending nannies with everything approval needs (photo, name and bio, certificate, ID). */
async function pendingCompleteNannies(runtime: Runtime, count: number) {
  const ids = await seedManyNannies(runtime, count, false);
  const nannies = [];
  for (const nannyId of ids) {
    const stream = `nanny-${nannyId}`;
    const version = (await runtime.eventStore.readStream(stream)).length;
    const at = new Date().toISOString();
    const upload = (type: string, kind: string): NewEvent => {
      const uploadId = randomUUID();
      return {
        type,
        data: {
          nannyId,
          contentType: kind === 'profile-photo' ? 'image/jpeg' : 'application/pdf',
          size: 1000,
          sha256: 'a'.repeat(64),
          fileName: `${kind}.bin`,
          uploadedAt: at,
          uploadId,
          storageKey: `nannyDocuments/${nannyId}-${kind}-${uploadId}`,
        },
      };
    };
    await runtime.eventStore.append({ id: stream, type: 'nanny' }, version, [
      upload('ProfilePhotoUploaded', 'profile-photo'),
      upload('RbtCertificationUploaded', 'rbt-certification'),
      upload('PhotoIdUploaded', 'photo-id'),
    ]);
    const { token } = await sessionFor(runtime, nannyId);
    nannies.push({ nannyId, cookie: `rbt_session=${token}` });
  }
  return nannies;
}

const sessionFor = (runtime: Runtime, accountId: string) =>
  createSession(runtime.db, accountId, new Date());

const ratio = (measured: number, baseline: number) =>
  (measured / Math.max(0.1, baseline)).toFixed(1);

function line(label: string, f: SocketsFigures) {
  console.log(
    `  ${label.padEnd(52)} p50 ${f.p50Ms.toFixed(1).padStart(6)} ms   p99 ${f.p99Ms.toFixed(1).padStart(6)} ms   max ${f.maxMs.toFixed(1).padStart(6)} ms   (${f.deliveries} messages)`,
  );
}
