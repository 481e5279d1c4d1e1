import type { CSSProperties } from 'react';
import { useLiveStore } from '../lib/live';
import type { LiveStatus } from '../lib/live';

const labels: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
  paused: 'Paused',
};

const hints: Record<LiveStatus, string> = {
  connecting: 'Connecting for live updates.',
  open: 'Changes appear here as they happen.',
  reconnecting: 'The live connection dropped; trying again. Reload to see the latest meanwhile.',
  offline: 'No live updates while offline. Reload to see the latest.',
  paused:
    'Live updates continue in your newer tabs; they resume here when you come back to this tab.',
};

// The dot repeats the word in colour; it is never the only sign of the state.
const dotColours: Record<LiveStatus, string> = {
  connecting: '#b7791f',
  open: '#1d8a4a',
  reconnecting: '#b7791f',
  offline: '#8a94a6',
  paused: '#8a94a6',
};

const rowStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  margin: 0,
  fontSize: '0.85rem',
  color: 'var(--color-muted)',
};

const dotStyle: CSSProperties = {
  display: 'inline-block',
  width: '0.6rem',
  height: '0.6rem',
  borderRadius: '50%',
  flexShrink: 0,
};

/** Whether live updates are arriving: a small dot and word, announced politely when it changes. */
export function ConnectionIndicator() {
  const status = useLiveStore((state) => state.status);
  return (
    <p
      className="connection-indicator"
      role="status"
      aria-label="Live updates"
      title={hints[status]}
      style={rowStyle}
    >
      <span aria-hidden="true" style={{ ...dotStyle, background: dotColours[status] }} />
      <span>{labels[status]}</span>
    </p>
  );
}
