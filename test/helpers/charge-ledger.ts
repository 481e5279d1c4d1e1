import type { Kysely } from 'kysely';
import type { Database } from '../../src/infra/db/schema.js';

/**
 * Every charge beside its nanny's ledger line, as the payment tests compare them with the
 * gateway's own records (charges, transfers, refunds).
 */
export const chargesBesideLedger = (db: Kysely<Database>) =>
  db
    .selectFrom('payment_charges as c')
    .innerJoin('ledger_lines as l', 'l.line_id', 'c.charge_id')
    .select([
      'c.status',
      'c.care_cents',
      'c.total_cents',
      'c.provider_charge_id',
      'c.paid_out_cents',
      'c.refunded_cents',
      'l.amount_cents',
    ])
    .execute();

export const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
