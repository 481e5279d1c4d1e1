import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/infra/db/schema.js';
import { waitFor } from './wait-for.js';

/**
 * Waits until no mail job is waiting, backing off or running (pg-boss's own table, on both
 * engines). A command queues its mail in its own transaction, and the catcher holds a message
 * before it answers the sender, so once this returns every mail the test's actions caused is
 * in the catcher: "none came" is then a fact, not a guess after a pause. Dead-letter copies
 * wait for no worker, so they are not counted.
 */
export async function mailSettled(db: Kysely<Database>): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pgboss.job
        where name like 'mail.%' and name not like '%.dead-letter'
          and state in ('created', 'retry', 'active')`.execute(db);
      return rows[0]!.n === 0 ? true : undefined;
    },
    { timeoutMs: 20_000 },
  );
}
