import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { closeObjects } from './closed-objects.js';

describe('security item 1: mass assignment — closing object schemas', () => {
  const Day = Type.Object({ available: Type.Boolean() });
  const schema = Type.Object({
    week: Type.Object({ monday: Day }),
    days: Type.Array(Day),
    photo: Type.Union([Day, Type.Null()]),
    tags: Type.Record(Type.String(), Type.String()),
    extra: Type.Object({}, { additionalProperties: true }),
  });

  it('closes every object at any depth, leaving maps and explicit choices as they are', () => {
    const closed = closeObjects(schema);
    expect(closed.additionalProperties).toBe(false);
    expect(closed.properties.week.additionalProperties).toBe(false);
    expect(closed.properties.week.properties.monday.additionalProperties).toBe(false);
    expect(closed.properties.days.items.additionalProperties).toBe(false);
    expect(closed.properties.photo.anyOf[0].additionalProperties).toBe(false);
    expect(closed.properties.tags.additionalProperties).toBeUndefined();
    expect(closed.properties.extra.additionalProperties).toBe(true);
  });

  it('leaves the schema it was given open (route and event schemas are shared)', () => {
    closeObjects(schema);
    expect(schema.additionalProperties).toBeUndefined();
    expect(Day.additionalProperties).toBeUndefined();
  });

  it('refuses an intersection, which closing each part would make unsatisfiable', () => {
    const both = Type.Intersect([Day, Type.Object({ note: Type.String() })]);
    expect(() => closeObjects(both)).toThrow(/intersection/);
  });
});
