import { useId } from 'react';
import { progressText, replayTexts, type ReplayProgress } from '@shared/replay-progress';

interface ReplayProgressBarProps {
  progress: ReplayProgress;
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * A run going on: the bar (moved by the socket's messages), what it stands at in words, and
 * "Cancel replay". The words are not a live region: they change a few times a second; the end of
 * the run is announced once, politely, by the view.
 */
export function ReplayProgressBar({ progress, cancelling, onCancel }: ReplayProgressBarProps) {
  const labelId = useId();
  const text = progressText(progress);
  const known = progress.total > 0;
  // While the tables are compared the fold is done: a full bar, and words saying so.
  const value = progress.state === 'comparing' ? progress.total : progress.events;
  return (
    <div className="replay__progress">
      <span id={labelId} className="replay__progress-label">
        Replay progress
      </span>
      <progress
        aria-labelledby={labelId}
        aria-valuetext={known ? text : 'Starting the replay'}
        {...(known ? { value, max: progress.total } : {})}
      />
      <p className="form__hint replay__progress-text">{known ? text : 'Starting the replay...'}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={onCancel}
        disabled={cancelling}
        aria-busy={cancelling || undefined}
      >
        {cancelling ? replayTexts.cancelling : 'Cancel replay'}
      </button>
    </div>
  );
}
