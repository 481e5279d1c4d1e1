/** A fact to record: what the domain's decide() returns. */
export interface NewEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/** Who and what caused an event. Never secrets: the log is readable by auditors. */
export interface EventMetadata {
  actorId?: string;
  actorRole?: string;
  /** Always ours, generated on the server. */
  requestId?: string;
  /** The caller's x-request-id, when well formed: for tracing only, never trusted. */
  clientRequestId?: string;
  causationId?: string;
  correlationId?: string;
}

/** An event as stored, upcast to its type's current schema version. */
export type RecordedEvent<E extends NewEvent = NewEvent> = E & {
  position: number;
  streamId: string;
  streamType: string;
  version: number;
  schemaVersion: number;
  metadata: EventMetadata;
  recordedAt: Date;
  transactionId: string;
};

export interface StreamRef {
  id: string;
  type: string;
}

/** Thrown when a stream has moved on since it was read: re-read, re-decide, or report 409. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | undefined,
  ) {
    super(
      `Stream ${streamId} was changed by someone else (expected version ${expectedVersion}` +
        (actualVersion === undefined ? ')' : `, found ${actualVersion})`),
    );
    this.name = 'ConcurrencyError';
  }
}
