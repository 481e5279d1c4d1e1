import { formatNumber } from './numbers.js';
// How a replay and verify run stands, as the operators' sockets and the progress route carry it,
// and the texts the console shows of it. No Node imports: the web app reads it too.

/**
 * folding: reading the log into memory (events counts up to total); comparing: the replayed
 * tables against the live ones. The others end a run.
 */
export type ReplayRunState =
  'folding' | 'comparing' | 'equal' | 'different' | 'failed' | 'cancelled';

export interface ReplayProgress {
  /** One run; a later run has another id. */
  runId: string;
  state: ReplayRunState;
  /** Events folded so far. */
  events: number;
  /** Events in the log when the run started (at least `events`). */
  total: number;
  /** Events folded per second since the run started. */
  eventsPerSecond: number;
  /** Seconds until the fold is done at that rate; null before any rate is known or once done. */
  secondsLeft: number | null;
}

/**
 * Live frame to every signed-in operator while a run goes, at most a few times a second, and once
 * when it ends. It names no log position: it is no event, and a page never resumes after it.
 */
export interface ReplayProgressLiveMessage extends ReplayProgress {
  type: 'replay.progress';
}

/** The progress a live message carries. */
export const progressOf = (message: ReplayProgressLiveMessage): ReplayProgress => ({
  runId: message.runId,
  state: message.state,
  events: message.events,
  total: message.total,
  eventsPerSecond: message.eventsPerSecond,
  secondsLeft: message.secondsLeft,
});

export const REPLAY_RUN_STATES: readonly ReplayRunState[] = [
  'folding',
  'comparing',
  'equal',
  'different',
  'failed',
  'cancelled',
];

export const isRunning = (state: ReplayRunState): boolean =>
  state === 'folding' || state === 'comparing';

export const replayTexts = {
  cancelled: 'Replay cancelled.',
  nothingToCancel: 'No replay is running.',
  cancelling: 'Cancelling the replay...',
  failed: 'Replay and verify did not finish.',
  comparing: 'Comparing the replayed tables with the live ones...',
} as const;

const whole = (n: number) => formatNumber(Math.round(n));

/** "about 2 s left", "about 3 min left"; "working out the time left" before a rate is known. */
export function timeLeftText(secondsLeft: number | null): string {
  if (secondsLeft === null) return 'working out the time left';
  if (secondsLeft <= 0) return 'all read';
  if (secondsLeft < 90) return `about ${Math.max(1, Math.ceil(secondsLeft))} s left`;
  return `about ${Math.round(secondsLeft / 60)} min left`;
}

/** "120,000 of 200,000 events, 45,000 events/s, about 2 s left" (the bar's spoken value). */
export function progressText(progress: Omit<ReplayProgress, 'runId'>): string {
  const done = `${whole(progress.events)} of ${whole(progress.total)} events`;
  if (progress.state === 'comparing') return `${done} replayed; comparing the tables`;
  const rate = `${whole(progress.eventsPerSecond)} events/s`;
  return `${done}, ${rate}, ${timeLeftText(progress.secondsLeft)}`;
}

/** What a finished run tells operators who did not start it here (their page announces it). */
export function endedText(state: ReplayRunState): string | null {
  switch (state) {
    case 'equal':
      return 'Replay and verify finished: every read table matches the live data.';
    case 'different':
      return 'Replay and verify finished: the read tables differ from the live data. Run it to see the differences.';
    case 'failed':
      return replayTexts.failed;
    case 'cancelled':
      return replayTexts.cancelled;
    default:
      return null;
  }
}
