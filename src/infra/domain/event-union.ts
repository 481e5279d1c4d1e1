import type { Static, TSchema } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../event-store/event-catalog.js';

/** A feature's table of event schemas, by event type. */
type EventSchemas = Record<string, TSchema>;

/** The union of a feature's events, `{ type, data }`: one member for each schema of its table. */
export type EventUnionOf<S extends EventSchemas> = {
  [K in keyof S & string]: { type: K; data: Static<S[K]> };
}[keyof S & string];

/** The event types of a feature's table, in its order. */
export const eventTypeNamesOf = <S extends EventSchemas>(schemas: S) =>
  Object.keys(schemas) as (keyof S & string)[];

/**
 * The event catalogue's entries for a feature's table: each type checked against its schema, at
 * the first schema version (`changed` gives the entries of the types whose shape has changed).
 */
export const eventTypeDefinitionsOf = <S extends EventSchemas>(
  schemas: S,
  changed: Partial<Record<keyof S & string, Omit<EventTypeDefinition, 'type'>>> = {},
): EventTypeDefinition[] =>
  Object.entries(schemas).map(([type, schema]) => ({
    type,
    ...(changed[type as keyof S & string] ?? { schema }),
  }));
