/**
 * The largest resident set size of this process (its worker threads included) seen while a
 * part runs, sampled every 100 ms: what "the server's memory stays bounded" is measured by.
 */
export class PeakMemory {
  private peak = process.memoryUsage.rss();
  private readonly timer = setInterval(() => this.sample(), 100);

  constructor() {
    this.timer.unref();
  }

  private sample(): void {
    this.peak = Math.max(this.peak, process.memoryUsage.rss());
  }

  /** The peak since the start (or the last call), in MB, and a new measure from now. */
  take(): number {
    this.sample();
    const peak = this.peak;
    this.peak = process.memoryUsage.rss();
    return Math.round(peak / 2 ** 20);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Prints a long run's progress about every `everySeconds`, so a 5M-event run is seen moving. */
export function progressPrinter(label: string, everySeconds = 15) {
  let total = 0;
  let last = Date.now();
  const started = Date.now();
  return {
    onStart: (events: number) => (total = events),
    onProgress: (events: number) => {
      if (Date.now() - last < everySeconds * 1000) return;
      last = Date.now();
      const seconds = (last - started) / 1000;
      const share = total > 0 ? ` (${((100 * events) / total).toFixed(0)}%)` : '';
      const rss = Math.round(process.memoryUsage.rss() / 2 ** 20);
      console.log(
        `    ${label}: ${events} of ${total} events${share} in ${seconds.toFixed(0)} s, RSS ${rss} MB`,
      );
    },
  };
}
