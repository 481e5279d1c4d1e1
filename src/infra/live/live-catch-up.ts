import type { RecordedEvent } from '../event-store/event-types.js';
import type { ReadAllOptions } from '../event-store/event-store.js';
import { deliver, isOpen, type LiveClient } from './live-delivery.js';
import type { RoutedMessage } from './live-messages.js';

const BATCH = 500;

/** What catching a socket up needs from the hub. */
interface CatchUpSource {
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  messagesFor(event: RecordedEvent): Promise<RoutedMessage[]>;
  /** The position the hub has reached (it moves while the catch-up runs). */
  head(): number;
}

/**
 * Sends one socket what it missed after `after`, until it reaches the hub. `after` is a position
 * of the recent window, so readAll resumes from its (transaction id, position) through the
 * follow-order index: a few bounded range reads, never a scan of the log. It stops early once
 * the socket closes.
 */
export async function catchUp(
  source: CatchUpSource,
  client: LiveClient,
  after: number,
): Promise<void> {
  let position = after;
  while (position !== source.head() && isOpen(client.socket)) {
    const events = await source.readAll({ after: position, limit: BATCH });
    for (const event of events) {
      if (!isOpen(client.socket)) return;
      deliver(client, await source.messagesFor(event));
      position = event.position;
      if (position === source.head()) return;
    }
    if (events.length === 0) return; // nothing newer is visible yet
  }
}
