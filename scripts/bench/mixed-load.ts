import { performance } from 'node:perf_hooks';
import { quantileOfSorted } from './measure.js';

/**
 * A load generator for the overload benchmark and the soak, run in its own process (see
 * runMixedLoad) so it never competes with the server for its event loop: `connections` workers
 * each send one request after another, picked by weight from `mix`, for `durationSeconds`.
 * Unlike autocannon it times answers by status, so the p99 of served requests is not hidden
 * among fast 503s, and a worker told to retry after N seconds waits them, as a person would.
 */
export interface MixedLoadRequest {
  baseUrl: string;
  /** The Origin our pages send (the app's PUBLIC_URL), for commands. */
  origin: string;
  connections: number;
  durationSeconds: number;
  mix: LoadStep[];
  /** Give up on one request after this long (a client's own timeout). */
  timeoutMs?: number;
}
export interface LoadStep {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  cookie?: string;
  body?: unknown;
  weight: number;
}
export interface MixedLoadFigures {
  total: number;
  seconds: number;
  /** Answers by status; "timeout" and "network" for requests with no answer. */
  byStatus: Record<string, number>;
  servedP50Ms: number;
  servedP99Ms: number;
  /** 503 answers that carried Retry-After. */
  shedWithRetryAfter: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function generate(request: MixedLoadRequest): Promise<MixedLoadFigures> {
  const served: number[] = [];
  const byStatus: Record<string, number> = {};
  let shedWithRetryAfter = 0;
  const count = (key: string) => (byStatus[key] = (byStatus[key] ?? 0) + 1);
  const totalWeight = request.mix.reduce((sum, step) => sum + step.weight, 0);
  const pick = () => {
    let at = Math.random() * totalWeight;
    for (const step of request.mix) if ((at -= step.weight) < 0) return step;
    return request.mix[0]!;
  };
  const started = performance.now();
  const until = started + request.durationSeconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const step = pick();
      const t0 = performance.now();
      try {
        const response = await fetch(request.baseUrl + step.path, {
          method: step.method,
          headers: {
            origin: request.origin,
            ...(step.cookie ? { cookie: step.cookie } : {}),
            ...(step.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: step.body !== undefined ? JSON.stringify(step.body) : undefined,
          signal: AbortSignal.timeout(request.timeoutMs ?? 30_000),
        });
        await response.arrayBuffer();
        count(String(response.status));
        if (response.status < 400) served.push(performance.now() - t0);
        const retryAfter = Number(response.headers.get('retry-after'));
        if (response.status === 503 && retryAfter > 0) {
          // A polite client (a person reading the message) comes back when told to.
          shedWithRetryAfter++;
          await sleep(Math.min(retryAfter * 1000, until - performance.now()));
        }
      } catch (error) {
        count((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
      }
    }
  };
  await Promise.all(Array.from({ length: request.connections }, worker));
  served.sort((a, b) => a - b);
  const at = (q: number) => quantileOfSorted(served, q);
  return {
    total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    seconds: (performance.now() - started) / 1000,
    byStatus,
    servedP50Ms: at(0.5),
    servedP99Ms: at(0.99),
    shedWithRetryAfter,
  };
}

/** Runs the load from a child process and resolves with its figures. */
export async function runMixedLoad(request: MixedLoadRequest): Promise<MixedLoadFigures> {
  const { fork } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const child = fork(fileURLToPath(import.meta.url), ['--child']);
  return new Promise((resolve, reject) => {
    child.once('message', (figures) => resolve(figures as MixedLoadFigures));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(request);
  });
}

if (process.argv.includes('--child')) {
  process.once('message', (request: MixedLoadRequest) => {
    void generate(request).then((figures) => process.send?.(figures, () => process.exit(0)));
  });
}

/** "12.3 %" of the answers that were 503s. */
export function shedShare(figures: MixedLoadFigures): string {
  const shed = figures.byStatus['503'] ?? 0;
  return `${((100 * shed) / Math.max(1, figures.total)).toFixed(1)} %`;
}
