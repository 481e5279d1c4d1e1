import { Type } from '@sinclair/typebox';

/**
 * The filter of an operator's queue (reviews, incidents): the items still to look at, or those
 * already decided. Routes read a missing status as `open`.
 */
export const QueueStatusQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('decided')])),
});
