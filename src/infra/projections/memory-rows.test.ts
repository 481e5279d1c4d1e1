import { describe, expect, it } from 'vitest';
import { MemoryRows } from './memory-rows.js';

const specs = [
  { name: 'people', key: ['id'], lookups: ['team'] },
  { name: 'pairs', key: ['a', 'b'] },
];

describe('MemoryRows, the rows a replay folds into', () => {
  it('inserts, keeps or overwrites the named columns on a conflict, as an upsert does', () => {
    const rows = new MemoryRows(specs);
    rows.insert('people', { id: '1', name: 'Ann', team: 'x' }, 'keep');
    rows.insert('people', { id: '1', name: 'Bea', team: 'y' }, 'keep');
    expect(rows.get('people', { id: '1' })).toEqual({ id: '1', name: 'Ann', team: 'x' });
    rows.insert('people', { id: '1', name: 'Cy', team: 'z' }, ['name']);
    expect(rows.get('people', { id: '1' })).toEqual({ id: '1', name: 'Cy', team: 'x' });
  });

  it('lets go of one table once compared, leaving the others as they were', () => {
    const rows = new MemoryRows(specs);
    rows.insert('people', { id: '1', name: 'Ann', team: 'x' }, 'keep');
    rows.insert('pairs', { a: '1', b: '2' }, 'keep');
    rows.release('people');
    expect(rows.sizeOf('people')).toBe(0);
    expect(rows.find('people', 'team', 'x')).toEqual([]);
    expect(rows.get('pairs', { a: '1', b: '2' })).toEqual({ a: '1', b: '2' });
  });

  it('updates only a row that exists, and removes', () => {
    const rows = new MemoryRows(specs);
    rows.update('people', { id: '9' }, { name: 'Nobody' });
    expect(rows.get('people', { id: '9' })).toBeUndefined();
    rows.insert('people', { id: '2', name: 'Di', team: 'x' }, 'keep');
    rows.update('people', { id: '2' }, { name: 'Dee' });
    expect(rows.get('people', { id: '2' })?.name).toBe('Dee');
    rows.remove('people', { id: '2' });
    expect(rows.get('people', { id: '2' })).toBeUndefined();
  });

  it('finds rows by a lookup column, following updates and removals', () => {
    const rows = new MemoryRows(specs);
    rows.insert('people', { id: '1', team: 'x' }, 'keep');
    rows.insert('people', { id: '2', team: 'x' }, 'keep');
    rows.insert('people', { id: '3', team: 'y' }, 'keep');
    rows.update('people', { id: '2' }, { team: 'y' });
    rows.remove('people', { id: '3' });
    expect(rows.find('people', 'team', 'x').map((r) => r.id)).toEqual(['1']);
    expect(rows.find('people', 'team', 'y').map((r) => r.id)).toEqual(['2']);
    expect(() => rows.find('people', 'name', 'Ann')).toThrow(/not one of its lookups/);
  });

  it('keys rows by every key column', () => {
    const rows = new MemoryRows(specs);
    rows.insert('pairs', { a: '1', b: '2', v: 1 }, 'keep');
    rows.insert('pairs', { a: '1', b: '3', v: 2 }, 'keep');
    expect(rows.get('pairs', { a: '1', b: '3' })?.v).toBe(2);
    expect([...rows.rowsOf('pairs')]).toHaveLength(2);
  });

  it('tells which keys changed since it was last asked, removed ones included', () => {
    const rows = new MemoryRows(specs);
    rows.insert('people', { id: '1', team: 'x' }, 'keep');
    rows.trackChanges();
    rows.insert('people', { id: '2', team: 'x' }, 'keep');
    rows.remove('people', { id: '1' });
    expect(rows.takeChanged('people')).toEqual([
      { key: { id: '2' }, row: { id: '2', team: 'x' } },
      { key: { id: '1' }, row: undefined },
    ]);
    expect(rows.takeChanged('people')).toEqual([]);
  });

  it('refuses a table no projection declared', () => {
    expect(() => new MemoryRows(specs).get('nothing', { id: '1' })).toThrow(/No projection/);
  });
});
