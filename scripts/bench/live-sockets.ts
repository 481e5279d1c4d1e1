import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { quantileOfSorted } from './measure.js';

/**
 * The live bench's clients, in their own process so they never share the server's event loop:
 * opens one socket per cookie, reports when every socket has its hello, then for each push
 * times from just before the trigger's POST to each socket's matching message.
 */
export interface SocketsRequest {
  /** ws:// URL of the sockets. */
  socketUrl: string;
  origin: string;
  /** One socket per cookie, all hearing every push. */
  listeners: string[];
  /** How many of the first pushes are made but not timed (warm-up). */
  warmUp: number;
  /** Each push: the POST that triggers it, and its own socket (the approved nanny's), if any. */
  pushes: { url: string; cookie: string; own?: string; nannyId: string; body?: string }[];
}
export interface SocketsFigures {
  sockets: number;
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

type Waiter = {
  nannyId: string;
  /** False for a warm-up push. */
  timed: boolean;
  started: number;
  pending: number;
  done: () => void;
};

process.once('message', (request: SocketsRequest) => void run(request));

async function run(request: SocketsRequest) {
  const latencies: number[] = [];
  let waiter: Waiter | undefined;
  const heard = (data: Buffer) => {
    const current = waiter;
    if (!current) return;
    const messages = JSON.parse(data.toString()) as { nannyId?: string; type: string }[];
    if (!messages.some((m) => m.nannyId === current.nannyId && m.type !== 'log.appended')) return;
    if (current.timed) latencies.push(performance.now() - current.started);
    if (--current.pending === 0) current.done();
  };
  const open = (cookie: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(request.socketUrl, {
        headers: { cookie, origin: request.origin },
      });
      socket.once('message', () => {
        socket.on('message', heard);
        resolve(socket);
      });
      socket.once('error', reject);
    });
  const sockets: WebSocket[] = [];
  // A few hundred at a time: a browser crowd arrives over seconds, not in one instant.
  for (let i = 0; i < request.listeners.length; i += 200) {
    sockets.push(...(await Promise.all(request.listeners.slice(i, i + 200).map(open))));
  }
  process.send?.({ connected: sockets.length });
  await new Promise((resolve) => process.once('message', resolve));

  for (const [index, push] of request.pushes.entries()) {
    const own = push.own ? await open(push.own) : undefined;
    await new Promise<void>((done) => {
      waiter = {
        nannyId: push.nannyId,
        timed: index >= request.warmUp,
        started: performance.now(),
        pending: sockets.length + (own ? 1 : 0),
        done,
      };
      void fetch(push.url, {
        method: 'POST',
        headers: {
          cookie: push.cookie,
          origin: request.origin,
          'content-type': 'application/json',
        },
        body: push.body ?? '{}',
      })
        .then(async (response) => {
          if (!response.ok)
            throw new Error(`${push.url}: ${response.status} ${await response.text()}`);
        })
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    });
    waiter = undefined;
    own?.close();
  }
  for (const socket of sockets) socket.terminate();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => quantileOfSorted(latencies, q);
  const figures: SocketsFigures = {
    sockets: sockets.length,
    deliveries: latencies.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: latencies.at(-1) ?? 0,
  };
  process.send?.(figures, () => process.exit(0));
}
