import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadFigures, LoadRequest } from './load-generator.js';

/**
 * A load that arrives as families do, evenly spaced whatever the answers take (autocannon's own
 * rate sends each connection's share of a second at once, then waits for the next second, so its
 * latencies measure its bursts). Each request is timed from when it was due, so one that waited
 * for a free socket counts its wait: a slow server cannot slow the load down and hide it.
 */
export async function steadyLoad(
  request: LoadRequest,
  ratePerSecond: number,
): Promise<LoadFigures> {
  const target = new URL(request.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: request.connections });
  const due = Math.max(1, Math.round(ratePerSecond * request.durationSeconds));
  const gets = request.gets ?? [];
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  let lastAnswer = started;
  await new Promise<void>((resolve, reject) => {
    const get = (index: number, dueAt: number) => {
      const asked = gets.length > 0 ? gets[index % gets.length]! : undefined;
      const path = asked?.path ?? `${target.pathname}${target.search}`;
      const cookie = asked?.cookie ?? request.cookie;
      http
        .get(
          { agent, host: target.hostname, port: target.port, path, headers: { cookie } },
          (res) => {
            res.resume();
            res.on('end', () => {
              lastAnswer = performance.now();
              latencies.push(lastAnswer - dueAt);
              if (res.statusCode === undefined || res.statusCode >= 300) non2xx += 1;
              if (latencies.length === due) resolve();
            });
          },
        )
        .on('error', reject);
    };
    const dueAt = (index: number) => started + (index * 1000) / ratePerSecond;
    let sent = 0;
    const sendWhatIsDue = () => {
      const now = performance.now();
      for (; sent < due && dueAt(sent) <= now; sent += 1) get(sent, dueAt(sent));
      if (sent < due) setTimeout(sendWhatIsDue, 1);
    };
    sendWhatIsDue();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.floor(share * (due - 1))]!);
  return {
    requestsPerSecond: due / ((lastAnswer - started) / 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    non2xx,
    total: due,
  };
}
