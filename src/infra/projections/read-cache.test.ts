import { describe, expect, it } from 'vitest';
import type { Projection } from './projection-registry.js';
import { ProjectionRegistry } from './projection-registry.js';
import { ReadCache, ReadCaches } from './read-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const counting = (values: string[]) => {
  let calls = 0;
  return {
    compute: () => Promise.resolve(values[calls++] ?? `call ${calls}`),
    calls: () => calls,
  };
};

function cache(options: Partial<ConstructorParameters<typeof ReadCache<string>>[0]> = {}) {
  let clock = 0;
  const made = new ReadCache<string>({
    invalidatedBy: new Set(['HoursSet']),
    maxEntries: 10,
    ttlMs: 1000,
    now: () => clock,
    ...options,
  });
  return { cache: made, advance: (ms: number) => (clock += ms) };
}

describe('a read cache', () => {
  it('answers a repeated key from memory', async () => {
    const { cache: c } = cache();
    const source = counting(['first', 'second']);
    expect(await c.get('k', source.compute)).toBe('first');
    expect(await c.get('k', source.compute)).toBe('first');
    expect(source.calls()).toBe(1);
    expect([c.hits, c.misses]).toEqual([1, 1]);
  });

  it('computes once for concurrent misses of one key', async () => {
    const { cache: c } = cache();
    const pending = deferred<string>();
    let calls = 0;
    const compute = () => {
      calls++;
      return pending.promise;
    };
    const answers = Promise.all([c.get('k', compute), c.get('k', compute), c.get('k', compute)]);
    pending.resolve('page');
    expect(await answers).toEqual(['page', 'page', 'page']);
    expect(calls).toBe(1);
  });

  it('is emptied by an event of an invalidating type, and only by one', async () => {
    const { cache: c } = cache();
    const source = counting(['before', 'after']);
    await c.get('k', source.compute);
    c.observe([{ type: 'SomethingElse' }]);
    expect(await c.get('k', source.compute)).toBe('before');
    c.observe([{ type: 'SomethingElse' }, { type: 'HoursSet' }]);
    expect(c.size).toBe(0);
    expect(await c.get('k', source.compute)).toBe('after');
  });

  it('never hands out an answer read before an event observed while it was computed', async () => {
    const { cache: c } = cache();
    const slow = deferred<string>();
    const stale = c.get('k', () => slow.promise);
    c.observe([{ type: 'HoursSet' }]);
    slow.resolve('read before the change');
    expect(await stale).toBe('read before the change');
    expect(await c.get('k', () => Promise.resolve('read after the change'))).toBe(
      'read after the change',
    );
  });

  it('trusts an entry no longer than its time to live', async () => {
    const { cache: c, advance } = cache({ ttlMs: 1000 });
    const source = counting(['old', 'new']);
    await c.get('k', source.compute);
    advance(999);
    expect(await c.get('k', source.compute)).toBe('old');
    advance(1);
    expect(await c.get('k', source.compute)).toBe('new');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const { cache: c } = cache({ maxEntries: 2 });
    await c.get('a', () => Promise.resolve('a1'));
    await c.get('b', () => Promise.resolve('b1'));
    await c.get('a', () => Promise.resolve('a2')); // a is now the most recent
    await c.get('c', () => Promise.resolve('c1')); // b goes
    expect(c.size).toBe(2);
    expect(await c.get('a', () => Promise.resolve('a3'))).toBe('a1');
    expect(await c.get('b', () => Promise.resolve('b2'))).toBe('b2');
  });

  it('keeps no failure: the next ask computes again', async () => {
    const { cache: c } = cache();
    await expect(c.get('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await c.get('k', () => Promise.resolve('back'))).toBe('back');
  });
});

const projection = (name: string, tables: string[], handles: string[]): Projection => ({
  name,
  tables: tables.map((table) => ({ name: table, key: ['id'] })),
  handles,
  fold: () => undefined,
});

describe("the runtime's read caches", () => {
  const registry = new ProjectionRegistry([
    projection('directory', ['directory'], ['NannyApproved', 'HoursSet']),
    projection('bookings', ['bookings', 'bookable'], ['BookingAccepted']),
    projection('parents', ['parents'], ['HomeZipSet']),
  ]);

  it('are emptied by the events of the projections that own their tables', async () => {
    const caches = new ReadCaches(registry);
    const pages = caches.cacheOver<string>('pages', ['directory', 'bookings'], {
      maxEntries: 10,
      ttlMs: 60_000,
    });
    const source = counting(['one', 'two', 'three']);
    await pages.get('k', source.compute);
    caches.observe([{ type: 'HomeZipSet' }]);
    expect(await pages.get('k', source.compute)).toBe('one');
    caches.observe([{ type: 'BookingAccepted' }]);
    expect(await pages.get('k', source.compute)).toBe('two');
    caches.observe([{ type: 'HoursSet' }]);
    expect(await pages.get('k', source.compute)).toBe('three');
    expect(caches.stats().pages).toEqual({ hits: 1, misses: 3, size: 1 });
  });

  it('give the same cache for the same name', () => {
    const caches = new ReadCaches(registry);
    const options = { maxEntries: 1, ttlMs: 1 };
    expect(caches.cacheOver('x', ['parents'], options)).toBe(
      caches.cacheOver('x', ['parents'], options),
    );
  });

  it('refuse a table no projection owns', () => {
    const caches = new ReadCaches(registry);
    expect(() => caches.cacheOver('x', ['nowhere'], { maxEntries: 1, ttlMs: 1 })).toThrow(
      'No projection owns the read table nowhere',
    );
  });
});
