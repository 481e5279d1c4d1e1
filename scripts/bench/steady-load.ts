import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadFigures, LoadRequest } from './load-generator.js';
import { quantileOfSorted } from './measure.js';

/** A GET (path and cookie), or a POST with its origin and JSON body too. */
type Asked = NonNullable<LoadRequest['gets']>[number] &
  Partial<Pick<NonNullable<LoadRequest['posts']>[number], 'origin' | 'body'>>;

/**
 * A load that arrives as families do, evenly spaced whatever the answers take (autocannon's own
 * rate sends each connection's share of a second at once, then waits for the next second, so its
 * latencies measure its bursts). Each request is timed from when it was due, so one that waited
 * for a free socket counts its wait: a slow server cannot slow the load down and hide it.
 * `posts` are each sent once, in turn (the run lasts as long as that takes at this rate); else
 * `gets` in turn, or the url, for `durationSeconds`.
 */
export async function steadyLoad(
  request: LoadRequest,
  ratePerSecond: number,
): Promise<LoadFigures> {
  const target = new URL(request.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: request.connections });
  const fallback: Asked = { path: `${target.pathname}${target.search}`, cookie: request.cookie };
  const asked: Asked[] = request.posts ?? request.gets ?? [fallback];
  const due = request.posts
    ? request.posts.length
    : Math.max(1, Math.round(ratePerSecond * request.durationSeconds));
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  let lastAnswer = started;
  await new Promise<void>((resolve, reject) => {
    const send = ({ path, cookie, origin, body }: Asked, dueAt: number) => {
      const headers: http.OutgoingHttpHeaders =
        body === undefined ? { cookie } : { cookie, origin, 'content-type': 'application/json' };
      const options = { agent, host: target.hostname, port: target.port, path, headers };
      http
        .request({ ...options, method: body === undefined ? 'GET' : 'POST' }, (res) => {
          res.resume();
          res.on('end', () => {
            lastAnswer = performance.now();
            latencies.push(lastAnswer - dueAt);
            if (res.statusCode === undefined || res.statusCode >= 300) non2xx += 1;
            if (latencies.length === due) resolve();
          });
        })
        .on('error', reject)
        .end(body);
    };
    const dueAt = (index: number) => started + (index * 1000) / ratePerSecond;
    let sent = 0;
    const sendWhatIsDue = () => {
      const now = performance.now();
      for (; sent < due && dueAt(sent) <= now; sent += 1) {
        send(asked[sent % asked.length]!, dueAt(sent));
      }
      if (sent < due) setTimeout(sendWhatIsDue, 1);
    };
    sendWhatIsDue();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(quantileOfSorted(latencies, share));
  return {
    requestsPerSecond: due / ((lastAnswer - started) / 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    non2xx,
    total: due,
  };
}

/** The steady rate at `share` of what a flat-out run reached: at least one a second. */
export function steadyRateOf(flatOut: LoadFigures, share: number): number {
  return Math.max(1, Math.round(flatOut.requestsPerSecond * share));
}

/** BENCH_STEADY_SHARE: the share of a flat-out rate a steady run asks for (half by default). */
export function steadyShare(): number {
  const share = Number(process.env.BENCH_STEADY_SHARE ?? '0.5');
  if (!(share > 0 && share <= 1)) {
    throw new Error(
      `BENCH_STEADY_SHARE must be a share of the flat-out rate, above 0 and at most 1.`,
    );
  }
  return share;
}
