import type { Kysely } from 'kysely';
import type { Database } from '../../src/infra/db/schema.js';

/** How many events the log holds: a refused request must leave it unchanged. */
export async function countEvents(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
