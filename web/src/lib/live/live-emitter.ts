import type { AnyLiveMessage, LiveMessageOf, AnyLiveMessageType } from '@shared/live-messages';

type AnyHandler = (message: AnyLiveMessage) => void;

export interface LiveEmitter {
  /** Calls `handler` with every message of `type`; returns the unsubscribe. */
  on<T extends AnyLiveMessageType>(
    type: T,
    handler: (message: LiveMessageOf<T>) => void,
  ): () => void;
  emit(message: AnyLiveMessage): void;
}

export function createLiveEmitter(
  report: (error: unknown) => void = (error) => console.error(error),
): LiveEmitter {
  const handlers = new Map<AnyLiveMessageType, Set<AnyHandler>>();

  return {
    on(type, handler) {
      // The map is keyed by type, so only messages of this type ever reach the wrapper.
      const wrapped: AnyHandler = (message) => handler(message as LiveMessageOf<typeof type>);
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      handlers.set(type, set);
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
    emit(message) {
      for (const handler of [...(handlers.get(message.type) ?? [])]) {
        // One failing handler must not keep the message from the others, nor kill the socket.
        try {
          handler(message);
        } catch (error) {
          report(error);
        }
      }
    },
  };
}
