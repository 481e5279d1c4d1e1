import { useEventLogStore } from './event-log-store';

/** "3 new events — Refresh" once the live connection reports events after the page loaded. */
export function NewEventsHint() {
  const newEvents = useEventLogStore((state) => state.newEvents);
  const reload = useEventLogStore((state) => state.reload);
  return (
    <div className="event-log__new" aria-live="polite">
      {newEvents > 0 && (
        <p>
          {newEvents} new {newEvents === 1 ? 'event' : 'events'} —{' '}
          <button type="button" className="link-button" onClick={() => void reload()}>
            Refresh
          </button>
        </p>
      )}
    </div>
  );
}
