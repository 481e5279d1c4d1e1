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
 * feature's purge job. Windows are aligned to the epoch (a quarter-hour window starts on the
 * quarter-hour), read off `now`: the same instant for the window and the wait it reports.
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
    const { windowStart, retryAfter } = windowAt(this.now(), rule.windowSeconds);
    const result = await sql<{ hits: number }>`
      insert into rate_limit_counters (bucket, window_start, hits)
      values (${bucket}, ${windowStart}, 1)
      on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + 1
      returning hits`.execute(this.db);
    return { bucket, windowStart, hits: result.rows[0]!.hits, retryAfter };
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

/** The window `now` falls in, and the whole seconds until it ends (at least 1). */
export function windowAt(
  now: Date,
  windowSeconds: number,
): { windowStart: Date; retryAfter: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const retryAfter = Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
  return { windowStart: new Date(start), retryAfter };
}

function tooManyAttempts(retryAfterSeconds: number): DomainError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const hours = Math.ceil(minutes / 60);
  const wait = minutes <= 1 ? 'a minute' : minutes <= 90 ? `${minutes} minutes` : `${hours} hours`;
  return new DomainError('rate_limited', `Too many attempts. Please wait ${wait} and try again.`, {
    retryAfterSeconds,
  });
}
