import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { EventCatalog, InvalidEventError, UnknownEventTypeError } from './event-catalog.js';

const catalog = new EventCatalog([
  {
    type: 'NannyRenamed',
    schemaVersion: 3,
    schema: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
    upcasters: {
      // v1 { name } -> v2 { fullName } -> v3 { firstName, lastName }
      1: (data) => ({ fullName: (data as { name: string }).name }),
      2: (data) => {
        const [firstName = '', ...rest] = (data as { fullName: string }).fullName.split(' ');
        return { firstName, lastName: rest.join(' ') };
      },
    },
  },
]);

describe('event catalog', () => {
  it('upcasts through every version in order', () => {
    expect(catalog.upcast('NannyRenamed', 1, { name: 'Ada Lovelace' })).toEqual({
      data: { firstName: 'Ada', lastName: 'Lovelace' },
      version: 3,
    });
    expect(catalog.upcast('NannyRenamed', 2, { fullName: 'Grace Hopper' }).data).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('leaves current-version data as it is', () => {
    const data = { firstName: 'A', lastName: 'B' };
    expect(catalog.upcast('NannyRenamed', 3, data)).toEqual({ data, version: 3 });
  });

  it('writes new events with the current schema version after checking them', () => {
    expect(catalog.validateForAppend('NannyRenamed', { firstName: 'A', lastName: 'B' })).toBe(3);
    expect(() => catalog.validateForAppend('NannyRenamed', { firstName: 'A' })).toThrow(
      InvalidEventError,
    );
  });

  it('security item 1: mass assignment — refuses unknown fields on append, at any depth', () => {
    const nested = new EventCatalog([
      {
        type: 'Moved',
        schema: Type.Object({ to: Type.Object({ city: Type.String() }) }),
      },
    ]);
    expect(nested.validateForAppend('Moved', { to: { city: 'Oslo' } })).toBe(1);
    expect(() => nested.validateForAppend('Moved', { to: { city: 'Oslo' }, junk: 1 })).toThrow(
      /junk|additional/i,
    );
    expect(() => nested.validateForAppend('Moved', { to: { city: 'Oslo', junk: 1 } })).toThrow(
      InvalidEventError,
    );
  });

  it('still reads and upcasts old events that carry fields the schema does not name', () => {
    const old = { name: 'Ada Lovelace', junk: 'x' };
    expect(catalog.upcast('NannyRenamed', 1, old).data).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const current = { firstName: 'A', lastName: 'B', junk: 'x' };
    expect(catalog.upcast('NannyRenamed', 3, current)).toEqual({ data: current, version: 3 });
  });

  it('refuses event types nobody registered', () => {
    expect(() => catalog.validateForAppend('Mystery', {})).toThrow(UnknownEventTypeError);
  });

  it('refuses a definition that skips an upcaster', () => {
    expect(
      () =>
        new EventCatalog([
          { type: 'Broken', schemaVersion: 2, schema: Type.Object({}), upcasters: {} },
        ]),
    ).toThrow(/no upcaster from version 1/);
  });
});
