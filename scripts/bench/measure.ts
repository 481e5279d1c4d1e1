import { performance } from 'node:perf_hooks';

export interface Figures {
  count: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Runs `task` `count` times, `concurrency` at a time, timing each run and the whole. */
export async function measure(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<unknown>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const t0 = performance.now();
      await task(index);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => quantileOfSorted(latencies, q);
  return { count, seconds, perSecond: count / seconds, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** The sample at share `q` (0.5 the median, 0.99 the p99) of samples sorted ascending; 0 if none. */
export function quantileOfSorted(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function report(label: string, figures: Figures, unit = 'ops'): void {
  console.log(
    `  ${label.padEnd(52)} ${figures.perSecond.toFixed(0).padStart(7)} ${unit}/s` +
      `   p50 ${figures.p50Ms.toFixed(2).padStart(7)} ms   p99 ${figures.p99Ms.toFixed(2).padStart(7)} ms` +
      `   (${figures.count} in ${figures.seconds.toFixed(2)} s)`,
  );
}

export function reportRate(label: string, count: number, seconds: number, unit: string): void {
  console.log(
    `  ${label.padEnd(52)} ${(count / seconds).toFixed(0).padStart(7)} ${unit}/s   (${count} in ${seconds.toFixed(2)} s)`,
  );
}
