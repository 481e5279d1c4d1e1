import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DomainError } from '../domain/errors.js';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every app instance counts together. A hit over the
 * limit throws a 429 that says how long to wait.
 */
export class RateLimiter {
  private hitsSinceCleanup = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async hit(rule: RateLimitRule, key: string): Promise<void> {
    const bucket = `${rule.name}:${key}`;
    const result = await sql<{ hits: number; retry_after: number }>`
      with slot as (
        select to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}) * ${rule.windowSeconds}) as start
      )
      insert into rate_limit_counters (bucket, window_start, hits)
      select ${bucket}, start, 1 from slot
      on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + 1
      returning hits,
        ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int
          as retry_after`.execute(this.db);
    await this.cleanupNow();
    const row = result.rows[0]!;
    if (row.hits > rule.limit) throw tooManyAttempts(Math.max(1, row.retry_after));
  }

  /** Old windows are useless; sweep them now and then rather than on every hit. */
  private async cleanupNow(): Promise<void> {
    if (++this.hitsSinceCleanup < 500) return;
    this.hitsSinceCleanup = 0;
    await sql`delete from rate_limit_counters where window_start < now() - interval '1 day'`.execute(
      this.db,
    );
  }
}

function tooManyAttempts(retryAfterSeconds: number): DomainError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new DomainError('rate_limited', `Too many attempts. Please wait ${wait} and try again.`, {
    retryAfterSeconds,
  });
}
