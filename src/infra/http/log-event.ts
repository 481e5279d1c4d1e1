import { Type } from '@sinclair/typebox';

/** An event of the log as operators read it (the audit log, a booking's history), decrypted. */
export const LogEvent = Type.Object({
  position: Type.Integer(),
  streamId: Type.String(),
  streamType: Type.String(),
  version: Type.Integer(),
  type: Type.String(),
  schemaVersion: Type.Integer(),
  data: Type.Unknown(),
  metadata: Type.Unknown(),
  recordedAt: Type.String({ description: 'ISO 8601, UTC' }),
});
