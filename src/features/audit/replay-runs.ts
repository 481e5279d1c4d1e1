import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { InstanceBus } from '../../infra/live/instance-bus.js';
import { ProgressMeter } from '../../infra/projections/progress-meter.js';
import type { ReplayOptions, ReplayReport } from '../../infra/projections/replay-verify.js';
import {
  isRunning,
  progressOf,
  type ReplayProgress,
  type ReplayRunState,
} from '../../shared/replay-progress.js';

/** The run this instance is doing: its id, its cancel switch and what it reported last. */
interface RunState {
  runId: string;
  controller: AbortController;
  meter?: ProgressMeter;
  latest: ReplayProgress;
  heartbeat: NodeJS.Timeout;
}
/** A finished run's report, with the run's id (its progress messages carry the same). */
export type RunReport = ReplayReport & { runId: string };
type LocalRun = RunState & { report: Promise<RunReport> };

/** A run that was cancelled rejects with this (the route answers 409 replay_cancelled). */
export class ReplayCancelledError extends Error {
  constructor(readonly runId: string) {
    super('Replay cancelled.');
    this.name = 'ReplayCancelledError';
  }
}

/**
 * While a run goes its reading is sent again this often, even when nothing moved (the tables
 * being compared): other instances forget a run they have not heard of for STALE_MS, so one
 * whose instance died does not show as running for ever.
 */
const HEARTBEAT_MS = 5_000;
const STALE_MS = 20_000;

interface ReplayRunsDeps {
  bus: InstanceBus;
  /** Starts the replay itself with these options (replayAndVerify with the app's settings). */
  replay: (options: ReplayOptions) => Promise<ReplayReport>;
  /** Each batch folded (the rbt_replay_events_folded metric). */
  onEvents?: (events: number) => void;
}

/**
 * Replay and verify runs as operators watch them: the one this instance does (asks while it goes
 * share it), and the progress of any instance's run, heard on the instance bus, so the console
 * shows a bar and cancels a run whichever instance its requests land on.
 */
export class ReplayRuns {
  private local: LocalRun | undefined;
  /** Runs in progress on any instance (this one included), with when they were last heard of. */
  private readonly running = new Map<string, { progress: ReplayProgress; heardAt: number }>();

  constructor(private readonly deps: ReplayRunsDeps) {
    deps.bus.subscribe((message) => {
      if (message.type === 'replay.cancel' && message.runId === this.local?.runId) {
        this.local.controller.abort(new ReplayCancelledError(message.runId));
      }
      if (message.type === 'live.notice' && message.notice.type === 'replay.progress') {
        const progress = progressOf(message.notice);
        if (isRunning(progress.state)) {
          this.running.set(progress.runId, { progress, heardAt: performance.now() });
        } else this.running.delete(progress.runId);
      }
    });
  }

  /** The run going on here, or a new one. Rejects with ReplayCancelledError when cancelled. */
  run(): Promise<RunReport> {
    return (this.local ??= this.start()).report;
  }

  /** The latest progress of a run going on anywhere, or null when none is. */
  progress(): ReplayProgress | null {
    const now = performance.now();
    let latest: { progress: ReplayProgress; heardAt: number } | undefined;
    for (const [runId, heard] of this.running) {
      if (now - heard.heardAt > STALE_MS) this.running.delete(runId);
      else if (!latest || heard.heardAt > latest.heardAt) latest = heard;
    }
    return latest?.progress ?? null;
  }

  /** Asks every run going on anywhere to stop; false when none is. */
  async cancel(): Promise<boolean> {
    if (this.progress() === null) return false;
    for (const runId of [...this.running.keys()]) {
      await this.deps.bus.publish({ type: 'replay.cancel', runId });
    }
    return true;
  }

  private start(): LocalRun {
    const runId = randomUUID();
    const controller = new AbortController();
    const startedAt = performance.now();
    const run: RunState = {
      runId,
      controller,
      latest: {
        runId,
        state: 'folding',
        events: 0,
        total: 0,
        eventsPerSecond: 0,
        secondsLeft: null,
      },
      heartbeat: setInterval(() => this.tell(run.latest), HEARTBEAT_MS),
    };
    run.heartbeat.unref();
    const reading = (events: number, state: ReplayRunState): ReplayProgress => ({
      runId,
      state,
      ...(run.meter ?? new ProgressMeter(events, startedAt)).reading(events, performance.now()),
    });
    this.tell(run.latest);
    const report = this.deps
      .replay({
        signal: controller.signal,
        onStart: (total) => {
          run.meter = new ProgressMeter(total, startedAt);
          this.tell((run.latest = reading(0, 'folding')));
        },
        onProgress: (events) => {
          this.deps.onEvents?.(events);
          const now = performance.now();
          const report = run.meter?.report(events, now);
          if (report) this.tell((run.latest = { runId, state: 'folding', ...report }));
        },
        onComparing: () => {
          this.tell((run.latest = { ...reading(run.latest.events, 'comparing'), secondsLeft: 0 }));
        },
      })
      .then(
        (report) => {
          this.finish(run, reading(report.events, report.equal ? 'equal' : 'different'));
          return { ...report, runId };
        },
        (error: unknown) => {
          const cancelled = controller.signal.aborted;
          this.finish(run, { ...run.latest, state: cancelled ? 'cancelled' : 'failed' });
          throw cancelled ? new ReplayCancelledError(runId) : error;
        },
      );
    return Object.assign(run, { report });
  }

  private finish(run: RunState, last: ReplayProgress): void {
    clearInterval(run.heartbeat);
    if (this.local === run) this.local = undefined;
    this.tell(last);
  }

  /** To every signed-in operator on every instance (and every instance's ReplayRuns). */
  private tell(progress: ReplayProgress): void {
    void this.deps.bus.publish({
      type: 'live.notice',
      to: { roles: ['operator'] },
      notice: { type: 'replay.progress', ...progress },
    });
  }
}
