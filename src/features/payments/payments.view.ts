import { Type, type Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { csvCell, decimal } from '../earnings/index.js';
import { earningsSessionFacts, ledgerLineFacts } from '../earnings/earnings.reads.js';
import { ReconciliationDifference, type Movement } from './reconciliation.js';

// What the payments routes answer, read from the payments tables (and the ledger for the
// nanny's lines not charged yet). Amounts in integer cents; the client never sends one.

export const Mode = Type.Union([
  Type.Literal('stripe'),
  Type.Literal('simulated'),
  Type.Literal('off'),
]);

export const CardView = Type.Object({
  brand: Type.String(),
  last4: Type.String(),
  expiry: Type.String(),
});

export const ChargeView = Type.Object({
  chargeId: Type.String(),
  bookingId: Type.String(),
  purpose: Type.Union([Type.Literal('session'), Type.Literal('late_cancellation')]),
  /**
   * Paid, Failed, Refunded (in whole) or partly refunded (still Paid, with refundedCents);
   * Pending while the provider is still processing it.
   */
  status: Type.Union([
    Type.Literal('paid'),
    Type.Literal('failed'),
    Type.Literal('refunded'),
    Type.Literal('pending'),
  ]),
  failure: Type.Union([Type.String(), Type.Null()]),
  /** A retry the parent asked for is on its way. */
  retrying: Type.Boolean(),
  careCents: Type.Integer(),
  feeCents: Type.Integer(),
  tipCents: Type.Integer(),
  totalCents: Type.Integer(),
  refundedCents: Type.Integer(),
  /** The state of a dispute on it, as the provider tells it (needs_response, won, lost…). */
  disputeStatus: Type.Union([Type.String(), Type.Null()]),
  /** When her share was transferred to her payout account, if it was. */
  paidOutAt: Type.Union([Type.String(), Type.Null()]),
  date: Type.Union([Type.String(), Type.Null()]),
  nannyName: Type.Union([Type.String(), Type.Null()]),
  parentName: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type ChargeView = Static<typeof ChargeView>;

export const PayoutLine = Type.Object({
  bookingId: Type.String(),
  kind: Type.Union([Type.Literal('session'), Type.Literal('late_cancellation')]),
  date: Type.String(),
  /** Her share: the ledger's amount, with a tip once charged, less any refund reversed. */
  amountCents: Type.Integer(),
  tipCents: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('owed'), Type.Literal('paid_out')]),
  paidOutAt: Type.Union([Type.String(), Type.Null()]),
});

export const PayoutAccountState = Type.Union([
  Type.Literal('none'),
  Type.Literal('onboarding'),
  Type.Literal('ready'),
]);

const chargeRows = (db: Kysely<Database>) =>
  db
    .selectFrom('payment_charges as c')
    .leftJoin(earningsSessionFacts().as('s'), 's.booking_id', 'c.booking_id')
    .select([
      'c.charge_id',
      'c.booking_id',
      'c.purpose',
      'c.status',
      'c.failure',
      'c.retrying',
      'c.care_cents',
      'c.fee_cents',
      'c.tip_cents',
      'c.total_cents',
      'c.refunded_cents',
      'c.dispute_status',
      'c.paid_out_at',
      'c.updated_at',
      's.date',
      's.nanny_name',
      's.parent_name',
    ])
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.charge_id');

type ChargeRow = Awaited<ReturnType<ReturnType<typeof chargeRows>['execute']>>[number];

function chargeView(row: ChargeRow): ChargeView {
  const refunded = row.status === 'paid' && row.refunded_cents >= row.total_cents;
  return {
    chargeId: row.charge_id,
    bookingId: row.booking_id,
    purpose: row.purpose,
    status: refunded ? 'refunded' : row.status,
    failure: row.failure,
    retrying: row.retrying,
    careCents: row.care_cents,
    feeCents: row.fee_cents,
    tipCents: row.tip_cents,
    totalCents: row.total_cents,
    refundedCents: row.refunded_cents,
    disputeStatus: row.dispute_status,
    paidOutAt: row.paid_out_at?.toISOString() ?? null,
    date: row.date,
    nannyName: row.nanny_name,
    parentName: row.parent_name,
    at: row.updated_at.toISOString(),
  };
}

/** What was charged each month (the session's month): paid charges, less what was refunded. */
export const ChargedMonth = Type.Object({ month: Type.String(), chargedCents: Type.Integer() });

export function chargedByMonth(charges: readonly ChargeView[]): Static<typeof ChargedMonth>[] {
  const totals = new Map<string, number>();
  for (const c of charges) {
    if (c.status !== 'paid' && c.status !== 'refunded') continue;
    const month = (c.date ?? c.at).slice(0, 7);
    totals.set(month, (totals.get(month) ?? 0) + c.totalCents - c.refundedCents);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, chargedCents]) => ({ month, chargedCents }));
}

/**
 * Her charges as CSV, newest first: date,booking,kind,care,fee,tip,amount,refunded,status
 * (dollars with two decimals; amount is what was charged: care + fee + tip).
 */
export function chargesCsv(charges: readonly ChargeView[]): string {
  const header = 'date,booking,kind,care,fee,tip,amount,refunded,status';
  const rows = charges.map((c) =>
    [
      c.date ?? c.at.slice(0, 10),
      c.bookingId,
      c.purpose,
      decimal(c.careCents),
      decimal(c.feeCents),
      decimal(c.tipCents),
      decimal(c.totalCents),
      decimal(c.refundedCents),
      c.status,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

export async function parentCharges(db: Kysely<Database>, parentId: string) {
  const rows = await chargeRows(db).where('c.parent_id', '=', parentId).execute();
  return rows.map(chargeView);
}

/** What operators may show: by status, or by what happened to a charge since. */
export const CHARGE_FILTERS = [
  'all',
  'paid',
  'failed',
  'refunded',
  'disputed',
  'paid_out',
] as const;
export type ChargeFilter = (typeof CHARGE_FILTERS)[number];
export const ChargeFilterParam = Type.Union(CHARGE_FILTERS.map((f) => Type.Literal(f)));

export async function operatorCharges(db: Kysely<Database>, filter: ChargeFilter) {
  let query = chargeRows(db).limit(200);
  if (filter === 'paid' || filter === 'failed') query = query.where('c.status', '=', filter);
  if (filter === 'refunded') query = query.where('c.refunded_cents', '>', 0);
  // Every charge with a dispute, open or closed: the operators' disputes queue.
  if (filter === 'disputed') query = query.where('c.dispute_id', 'is not', null);
  // Her share transferred: the transfers made.
  if (filter === 'paid_out') query = query.where('c.paid_out_at', 'is not', null);
  return (await query.execute()).map(chargeView);
}

/** The provider's customer id her saved card belongs to, if she has saved one. */
export async function savedCustomerOf(
  db: Kysely<Database>,
  parentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_cards')
    .select('customer_id')
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Her payout account's id at the provider, once she started setting up payouts. */
export async function payoutAccountIdOf(
  db: Kysely<Database>,
  nannyId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('payout_accounts')
    .select('account_id')
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

export async function cardView(db: Kysely<Database>, parentId: string) {
  const row = await db
    .selectFrom('payment_cards')
    .select(['brand', 'last4', 'expiry'])
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether she has a card the next charge can use. */
export const hasCard = async (db: Kysely<Database>, parentId: string) =>
  (await cardView(db, parentId)) !== null;

export async function payoutsOf(db: Kysely<Database>, nannyId: string) {
  const account = await db
    .selectFrom('payout_accounts')
    .select(['payouts_enabled'])
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  const state: 'none' | 'onboarding' | 'ready' = !account
    ? 'none'
    : account.payouts_enabled
      ? 'ready'
      : 'onboarding';
  const rows = await db
    .selectFrom(ledgerLineFacts().as('l'))
    .leftJoin('payment_charges as c', 'c.charge_id', 'l.line_id')
    .select([
      'l.booking_id',
      'l.kind',
      'l.date',
      'l.amount_cents',
      'c.status',
      'c.tip_cents',
      'c.nanny_cents',
      'c.refunded_nanny_cents',
      'c.paid_out_at',
    ])
    .where('l.nanny_id', '=', nannyId)
    .orderBy('l.date', 'desc')
    .orderBy('l.line_id')
    .execute();
  const lines = rows.map((row) => {
    const collected = row.status === 'paid';
    return {
      bookingId: row.booking_id,
      kind: row.kind,
      date: row.date,
      amountCents: collected
        ? (row.nanny_cents ?? 0) - (row.refunded_nanny_cents ?? 0)
        : row.amount_cents,
      tipCents: collected ? (row.tip_cents ?? 0) : 0,
      // Collected and her account not ready: owed to her. Not collected yet, or on its way to
      // her account: pending.
      status: row.paid_out_at
        ? ('paid_out' as const)
        : collected && state !== 'ready'
          ? ('owed' as const)
          : ('pending' as const),
      paidOutAt: row.paid_out_at?.toISOString() ?? null,
    };
  });
  return { account: state, lines };
}

/** What the ledger says moved: charges collected, transfers made and refunds made. */
export async function ledgerMovements(db: Kysely<Database>): Promise<Movement[]> {
  const charges = await db
    .selectFrom('payment_charges')
    .select([
      'charge_id',
      'total_cents',
      'provider_charge_id',
      'provider_transfer_id',
      'paid_out_cents',
    ])
    .where('provider_charge_id', 'is not', null)
    .orderBy('charge_id')
    .execute();
  const refunds = await db
    .selectFrom('payment_refunds')
    .select(['charge_id', 'amount_cents', 'provider_refund_id'])
    .where('status', '=', 'refunded')
    .where('provider_refund_id', 'is not', null)
    .orderBy('refund_id')
    .execute();
  return [
    ...charges.map((c) => ({
      kind: 'charge' as const,
      providerId: c.provider_charge_id!,
      amountCents: c.total_cents,
      chargeId: c.charge_id,
    })),
    ...charges.flatMap((c) =>
      c.provider_transfer_id === null
        ? []
        : [
            {
              kind: 'transfer' as const,
              providerId: c.provider_transfer_id,
              amountCents: c.paid_out_cents ?? 0,
              chargeId: c.charge_id,
            },
          ],
    ),
    ...refunds.map((r) => ({
      kind: 'refund' as const,
      providerId: r.provider_refund_id!,
      amountCents: r.amount_cents,
      chargeId: r.charge_id,
    })),
  ];
}

export const ReconciliationView = Type.Object({
  date: Type.String(),
  checkedAt: Type.String(),
  ledgerCount: Type.Integer(),
  gatewayCount: Type.Integer(),
  differences: Type.Array(ReconciliationDifference),
});
export type ReconciliationView = Static<typeof ReconciliationView>;

/** The reconciliation of one day (UTC date), or of the newest day when none is named. */
export async function reconciliationOf(
  db: Kysely<Database>,
  date?: string,
): Promise<ReconciliationView | null> {
  let query = db.selectFrom('payment_reconciliations').selectAll().orderBy('date', 'desc').limit(1);
  if (date !== undefined) query = query.where('date', '=', date);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    date: row.date,
    checkedAt: row.checked_at.toISOString(),
    ledgerCount: row.ledger_count,
    gatewayCount: row.gateway_count,
    differences: row.differences,
  };
}

/**
 * Whether a booking's session was charged: the money was taken (a later refund aside). What a
 * review waits for while payments are on.
 */
export async function sessionCharged(db: Kysely<Database>, bookingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_charges')
    .select('charged_at')
    .where('charge_id', '=', `${bookingId}-session`)
    .executeTakeFirst();
  return row?.charged_at != null;
}
