/** Where a long fold stands: events done, the rate so far, and the time left at that rate. */
interface ProgressReading {
  events: number;
  /** The work to do as known at the start; never below `events` (the log can grow meanwhile). */
  total: number;
  eventsPerSecond: number;
  /** null until a rate is known; 0 once everything is done. */
  secondsLeft: number | null;
}

/** Reports at most this often by default: a few times a second moves a bar smoothly. */
const PROGRESS_INTERVAL_MS = 250;

/**
 * Turns "n events done at time t" into readings, throttled. The rate is the average since the
 * start: a replay's batches are alike, so it stays steady where a last-batch rate would jump.
 * Pure: the caller passes the time (milliseconds from any fixed origin).
 */
export class ProgressMeter {
  private lastReportAt: number | undefined;

  constructor(
    private readonly total: number,
    private readonly startedAt: number,
    private readonly intervalMs = PROGRESS_INTERVAL_MS,
  ) {}

  /** The reading at `now`, whatever the last report. */
  reading(events: number, now: number): ProgressReading {
    const total = Math.max(this.total, events);
    const seconds = (now - this.startedAt) / 1000;
    const rate = seconds > 0 ? events / seconds : 0;
    const left = total - events;
    return {
      events,
      total,
      eventsPerSecond: Math.round(rate),
      secondsLeft: left === 0 ? 0 : rate > 0 ? Math.ceil(left / rate) : null,
    };
  }

  /**
   * The reading to report at `now`, or undefined when the last was less than the interval ago.
   * The first call always reports; so does the last batch (everything done), so a bar ends full.
   */
  report(events: number, now: number): ProgressReading | undefined {
    const done = events >= this.total;
    if (!done && this.lastReportAt !== undefined && now - this.lastReportAt < this.intervalMs) {
      return undefined;
    }
    this.lastReportAt = now;
    return this.reading(events, now);
  }
}
