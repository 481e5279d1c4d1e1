import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/infra/db/schema.js';
import { validationError } from '../../src/infra/domain/errors.js';
import type { Decider } from '../../src/infra/event-store/decider.js';
import type { EventTypeDefinition } from '../../src/infra/event-store/event-catalog.js';
import type { Feature } from '../../src/infra/feature.js';
import type { Projection } from '../../src/infra/projections/projection-registry.js';
import type { TableSpec } from '../../src/infra/projections/rows.js';

/**
 * A tiny stream type for testing the machinery itself: counters that are incremented (each
 * increment carries the id of the command that made it) and renamed, with a read table.
 */
export type CounterEvent =
  | { type: 'CounterIncremented'; data: { commandId: string; by: number } }
  | { type: 'CounterRenamed'; data: { name: string } };

export type CounterCommand =
  { type: 'Increment'; commandId: string; by: number } | { type: 'Rename'; name: string };

export interface CounterState {
  total: number;
  name: string;
}

export const counterDecider: Decider<CounterState, CounterCommand, CounterEvent> = {
  streamType: 'counter',
  initialState: () => ({ total: 0, name: '' }),
  evolve: (state, event) =>
    event.type === 'CounterIncremented'
      ? { ...state, total: state.total + event.data.by }
      : { ...state, name: event.data.name },
  decide: (command) => {
    if (command.type === 'Rename') {
      if (command.name.trim() === '') throw validationError('A counter needs a name.');
      return [{ type: 'CounterRenamed', data: { name: command.name } }];
    }
    return [{ type: 'CounterIncremented', data: { commandId: command.commandId, by: command.by } }];
  },
};

export const counterEvents: EventTypeDefinition[] = [
  {
    type: 'CounterIncremented',
    schema: Type.Object({ commandId: Type.String(), by: Type.Integer() }),
  },
  { type: 'CounterRenamed', schema: Type.Object({ name: Type.String() }) },
];

type CounterTables = {
  test_counters: { id: string; name: string; total: number; increments: number };
};

export const countersTable = (db: Kysely<Database>) => db.withTables<CounterTables>();

const counters: TableSpec = { name: 'test_counters', key: ['id'] };

export const counterProjection: Projection = {
  name: 'test-counters',
  tables: [counters],
  handles: ['CounterIncremented', 'CounterRenamed'],
  fold: (event, rows) => {
    const id = event.streamId;
    if (event.type === 'CounterIncremented') {
      const { by } = event.data as { by: number };
      const old = rows.get('test_counters', { id });
      if (!old) rows.insert('test_counters', { id, name: '', total: by, increments: 1 }, 'keep');
      else
        rows.update(
          'test_counters',
          { id },
          { total: (old.total as number) + by, increments: (old.increments as number) + 1 },
        );
    } else {
      const { name } = event.data as { name: string };
      rows.insert('test_counters', { id, name, total: 0, increments: 0 }, ['name']);
    }
  },
};

export const counterFeature: Feature = {
  name: 'test-counters',
  events: counterEvents,
  projections: [counterProjection],
};

/** The counter read table lives only in test databases. */
export async function createCounterTable(db: Kysely<Database>): Promise<void> {
  await sql`create table if not exists test_counters (
    id text primary key,
    name text not null,
    total integer not null,
    increments integer not null
  )`.execute(db);
}
