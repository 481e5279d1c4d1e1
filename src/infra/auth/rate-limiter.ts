import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DomainError } from '../domain/errors.js';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** A rule and what it counts by (an IP, an address, both). */
type RateLimitBucket = readonly [rule: RateLimitRule, key: string];

interface Charge {
  bucket: string;
  windowStart: Date;
  hits: number;
  retryAfter: number;
}

/**
 * Fixed-window counters in the database, so every app instance counts together. A hit over the
 * limit throws a 429 that says how long to wait. Old windows are deleted by the accounts
 * feature's purge job.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts every attempt. */
  async hit(rule: RateLimitRule, key: string): Promise<void> {
    const charge = await this.charge(rule, key);
    if (charge.hits > rule.limit) throw tooManyAttempts(charge.retryAfter);
  }

  /**
   * Counts only attempts that fail (`attempt` resolves false). Every bucket is charged before the
   * attempt, so a burst of parallel guesses cannot slip past a limit, and is refunded when the
   * attempt succeeds, throws, or is refused by a limit: a refused attempt costs its sender
   * nothing more and, above all, costs nobody else anything.
   */
  async limitFailures(
    buckets: readonly RateLimitBucket[],
    attempt: () => Promise<boolean>,
  ): Promise<boolean> {
    const charged: Charge[] = [];
    let failed = false;
    try {
      for (const [rule, key] of buckets) {
        const charge = await this.charge(rule, key);
        charged.push(charge);
        if (charge.hits > rule.limit) throw tooManyAttempts(charge.retryAfter);
      }
      failed = !(await attempt());
      return !failed;
    } finally {
      if (!failed) await this.refund(charged);
    }
  }

  private async charge(rule: RateLimitRule, key: string): Promise<Charge> {
    const bucket = `${rule.name}:${key}`;
    const result = await sql<{ hits: number; retry_after: number; window_start: Date }>`
      with slot as (
        select to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}) * ${rule.windowSeconds}) as start
      )
      insert into rate_limit_counters (bucket, window_start, hits)
      select ${bucket}, start, 1 from slot
      on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + 1
      returning hits, window_start,
        ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int
          as retry_after`.execute(this.db);
    const row = result.rows[0]!;
    return {
      bucket,
      windowStart: row.window_start,
      hits: row.hits,
      retryAfter: Math.max(1, row.retry_after),
    };
  }

  private async refund(charges: readonly Charge[]): Promise<void> {
    for (const charge of charges) {
      await this.db
        .updateTable('rate_limit_counters')
        .set({ hits: sql`greatest(hits - 1, 0)` })
        .where('bucket', '=', charge.bucket)
        .where('window_start', '=', charge.windowStart)
        .execute();
    }
  }
}

function tooManyAttempts(retryAfterSeconds: number): DomainError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const hours = Math.ceil(minutes / 60);
  const wait = minutes <= 1 ? 'a minute' : minutes <= 90 ? `${minutes} minutes` : `${hours} hours`;
  return new DomainError('rate_limited', `Too many attempts. Please wait ${wait} and try again.`, {
    retryAfterSeconds,
  });
}
