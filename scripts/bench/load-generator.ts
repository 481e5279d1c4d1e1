import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { steadyLoad } from './steady-load.js';

/**
 * The load generator, in its own process so it never competes with the server it measures for
 * the event loop: autocannon against one URL, the figures sent back to the parent process.
 */
export interface LoadRequest {
  url: string;
  cookie: string;
  connections: number;
  durationSeconds: number;
  /** Paths on url's origin asked in turn across all connections (else url every time). */
  paths?: string[];
  /** Instead: GETs of these paths, each with its own session (parents at different ZIPs). */
  gets?: { path: string; cookie: string }[];
  /** Instead: these POSTs, each sent once, in turn (the run ends after the last). */
  posts?: { path: string; cookie: string; origin: string; body: string }[];
  /**
   * Requests sent on a steady schedule, this many a second across at most `connections` sockets,
   * each timed from when it was due (steady-load.ts), instead of as fast as answers come back.
   */
  ratePerSecond?: number;
}
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  total: number;
}

process.once('message', (request: LoadRequest) => {
  const { paths, posts, gets } = request;
  let next = 0;
  if (request.ratePerSecond !== undefined) {
    void steadyLoad(request, request.ratePerSecond).then(send);
    return;
  }
  if (posts && posts.length > 0) {
    const started = performance.now();
    let lastAnswer = started;
    const run = autocannon(
      {
        url: request.url,
        connections: request.connections,
        amount: posts.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (req: autocannon.Request) => {
              const post = posts[next++ % posts.length]!;
              return {
                ...req,
                path: post.path,
                body: post.body,
                headers: {
                  cookie: post.cookie,
                  origin: post.origin,
                  'content-type': 'application/json',
                },
              };
            },
          },
        ],
      },
      // Each POST once: the rate is what was done over the time it took, to the last answer.
      // autocannon's own duration ends at its next whole-second tick (400 requests done in
      // about 1.6 s counted as 2.01 s), so it is not used.
      (error, result) => {
        if (error) throw error;
        const seconds = (lastAnswer - started) / 1000;
        reply({
          ...result,
          requests: { ...result.requests, average: result.requests.total / seconds },
        });
      },
    );
    run.on('response', () => (lastAnswer = performance.now()));
    return;
  }
  void autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.durationSeconds,
    headers: { cookie: request.cookie },
    ...(gets && gets.length > 0
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const get = gets[next++ % gets.length]!;
                return { ...req, path: get.path, headers: { cookie: get.cookie } };
              },
            },
          ],
        }
      : {}),
    ...(paths && paths.length > 0
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                path: paths[next++ % paths.length]!,
              }),
            },
          ],
        }
      : {}),
  }).then(reply);
});

function reply(result: autocannon.Result) {
  send({
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    total: result.requests.total,
  });
}

function send(figures: LoadFigures) {
  process.send?.(figures, () => process.exit(0));
}
