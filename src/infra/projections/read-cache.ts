import type { RecordedEvent } from '../event-store/event-types.js';
import type { ProjectionRegistry } from './projection-registry.js';

interface ReadCacheOptions {
  /** Event types after which every entry may be wrong (see ProjectionRegistry.eventTypesWriting). */
  invalidatedBy: ReadonlySet<string>;
  /** Entries kept; the least recently used goes first. */
  maxEntries: number;
  /**
   * The longest an entry is trusted even when no event emptied the cache: a bound on how stale
   * an answer can be should this instance stop following the log (see ReadCaches).
   */
  ttlMs: number;
  now?: () => number;
}

interface Entry<V> {
  generation: number;
  expiresAt: number;
  value: Promise<V>;
}

/**
 * Answers of a read-table query, kept in memory while nothing that could change them has been
 * committed. Any event of an invalidating type empties it: the answers are recomputed from the
 * tables, never patched, so a cached answer is always one the query gave. Concurrent misses for
 * one key share a single computation, so a burst of identical requests costs one query.
 */
export class ReadCache<V> {
  private generation = 0;
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Committed events, in commit order: empties the cache when one can change its tables. */
  observe(events: readonly Pick<RecordedEvent, 'type'>[]): void {
    if (events.some((event) => this.options.invalidatedBy.has(event.type))) this.clear();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached answer for `key`, or `compute()`'s. The entry belongs to the generation current
   * when the computation started: an event observed meanwhile empties the cache, so an answer
   * read before that event is never handed out after it.
   */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && hit.expiresAt > now) {
      this.hits++;
      // Most recently used goes last; eviction takes the first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.misses++;
    const entry: Entry<V> = {
      generation: this.generation,
      expiresAt: now + this.options.ttlMs,
      value: compute(),
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    // A failure is answered to those waiting on it, never kept.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}

/**
 * The runtime's read caches. Each is emptied by the events its tables' projections handle, seen
 * twice: at once when this process commits them (so a person sees her own change in her next
 * request), and when the live hub follows the log (commits of other instances and scripts, within
 * the hub's delay, at most its poll interval). Rebuilding projections writes no event: a running
 * app's caches then live on until their TTL, holding answers equal to the rebuilt tables' anyway.
 */
export class ReadCaches {
  private readonly caches = new Map<string, ReadCache<unknown>>();

  constructor(private readonly projections: ProjectionRegistry) {}

  /** The cache named `name` over `tables`, created on first use (one per runtime). */
  cacheOver<V>(
    name: string,
    tables: readonly string[],
    options: Omit<ReadCacheOptions, 'invalidatedBy'>,
  ): ReadCache<V> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new ReadCache<unknown>({
        ...options,
        invalidatedBy: this.projections.eventTypesWriting(tables),
      });
      this.caches.set(name, cache);
    }
    return cache as ReadCache<V>;
  }

  observe(events: readonly Pick<RecordedEvent, 'type'>[]): void {
    for (const cache of this.caches.values()) cache.observe(events);
  }

  /** Every answer dropped (an erasure rewrote read tables without an event naming them). */
  clearAll(): void {
    for (const cache of this.caches.values()) cache.clear();
  }

  /** Hits, misses and entries of each cache, by name (tests; metrics). */
  stats(): Record<string, { hits: number; misses: number; size: number }> {
    return Object.fromEntries(
      [...this.caches].map(([name, { hits, misses, size }]) => [name, { hits, misses, size }]),
    );
  }
}
