import { randomUUID } from 'node:crypto';
import type { Audience, LiveNotice } from './live-messages.js';

/** The channel app instances tell each other things on (PostgreSQL NOTIFY; see commit-listener). */
export const INSTANCES_CHANNEL = 'rbt_instances';

/** What one app instance tells every instance (itself included). */
export type InstanceMessage =
  /** A live message that is no event of the log, for the sockets of `to` on every instance. */
  | { type: 'live.notice'; to: Audience; notice: LiveNotice }
  /** An operator asked to cancel this replay run, wherever it runs. */
  | { type: 'replay.cancel'; runId: string }
  /**
   * This account was erased (committed): forget her data key and every cached read
   * answer, which may hold her values (her sessions ended by the event on her stream).
   */
  | { type: 'account.erased'; accountId: string };

type Handler = (message: InstanceMessage) => void;

/**
 * Messages between the app instances of one database that are not events: nothing is stored,
 * an instance that is down or not listening misses them. On PostgreSQL they go by NOTIFY, whose
 * payload (at most 8,000 bytes) is plenty for these; on the embedded engine one process holds
 * the database, so they stay in it. Each instance hears its own messages at once, not by the
 * round trip, so they still arrive while its LISTEN connection is being replaced.
 */
export class InstanceBus {
  private readonly handlers = new Set<Handler>();
  private readonly instanceId = randomUUID();
  /** NOTIFYs go out one after another, so other instances hear them in the order sent. */
  private sending: Promise<void> = Promise.resolve();

  /** `notify`: sends a payload to the other instances (PostgreSQL); absent when there are none. */
  constructor(
    private readonly notify?: (payload: string) => Promise<void>,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  publish(message: InstanceMessage): Promise<void> {
    this.deliver(message);
    const notify = this.notify;
    if (!notify) return Promise.resolve();
    const payload = JSON.stringify({ from: this.instanceId, message });
    this.sending = this.sending
      .then(() => notify(payload))
      .catch((error: unknown) => this.onError(error));
    return this.sending;
  }

  subscribe(handler: Handler): () => void {
    this.handlers.add(handler);
    return () => {
      this.handlers.delete(handler);
    };
  }

  /** A payload heard on INSTANCES_CHANNEL: another instance's message (our own were delivered). */
  received(payload: string): void {
    let parsed: { from?: unknown; message?: InstanceMessage };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch (error) {
      this.onError(error);
      return;
    }
    if (parsed.from === this.instanceId || typeof parsed.message?.type !== 'string') return;
    this.deliver(parsed.message);
  }

  private deliver(message: InstanceMessage): void {
    for (const handler of [...this.handlers]) {
      // One failing handler must not keep the message from the others.
      try {
        handler(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
