import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/** Whether the provider's webhook event with this id was already handled. */
export async function alreadyHandled(db: Kysely<Database>, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_provider_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a handled webhook event; two deliveries racing each other keep one row. */
export async function markHandled(
  db: Kysely<Database>,
  eventId: string,
  type: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('payment_provider_events')
    .values({ event_id: eventId, type, handled_at: at })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}

/** Our charge for the provider's charge id (a dispute names the provider's), if we have it. */
export async function chargeIdOfProviderCharge(
  db: Kysely<Database>,
  providerChargeId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('payment_charges')
    .select('charge_id')
    .where('provider_charge_id', '=', providerChargeId)
    .executeTakeFirst();
  return row?.charge_id ?? null;
}
