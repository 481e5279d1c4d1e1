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
export function mailSettled(db: Kysely<Database>): Promise<void> {
  return jobsSettled(db, 'mail.%');
}

/**
 * The same for the jobs whose queue name matches `queues` (a LIKE pattern: `payments.charge`,
 * `mail.%`): reactions queue their jobs in the command's transaction, so once none is left
 * waiting, backing off or running, whatever they were going to do is done.
 */
export async function jobsSettled(db: Kysely<Database>, queues: string): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pgboss.job
        where name like ${queues} and name not like '%.dead-letter'
          and state in ('created', 'retry', 'active')`.execute(db);
      return rows[0]!.n === 0 ? true : undefined;
    },
    { timeoutMs: 20_000 },
  );
}
