import { Type, type Static } from '@sinclair/typebox';

// The daily comparison of what the ledger says moved with what the gateway says it moved. Pure:
// the job reads both sides and this tells every difference, each named by the provider's id.

export const RECONCILED_KINDS = ['charge', 'transfer', 'refund'] as const;
export type ReconciledKind = (typeof RECONCILED_KINDS)[number];

/** One movement of money, as either side records it. */
export interface Movement {
  kind: ReconciledKind;
  providerId: string;
  amountCents: number;
  /** Our charge it belongs to (the ledger's side only). */
  chargeId?: string | null;
}

/**
 * One difference: in the ledger and not at the gateway (`gatewayCents` null), at the gateway and
 * not in the ledger (`ledgerCents` null), or in both with different amounts.
 */
export const ReconciliationDifference = Type.Object({
  kind: Type.Union(RECONCILED_KINDS.map((kind) => Type.Literal(kind))),
  providerId: Type.String(),
  chargeId: Type.Union([Type.String(), Type.Null()]),
  ledgerCents: Type.Union([Type.Integer(), Type.Null()]),
  gatewayCents: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReconciliationDifference = Static<typeof ReconciliationDifference>;

const keyOf = (m: Movement) => `${m.kind}:${m.providerId}`;

/** Every difference between the two sides, in a stable order (kind, then provider id). */
export function reconcile(ledger: Movement[], gateway: Movement[]): ReconciliationDifference[] {
  const theirs = new Map(gateway.map((m) => [keyOf(m), m]));
  const ours = new Map(ledger.map((m) => [keyOf(m), m]));
  const differences: ReconciliationDifference[] = [];
  for (const [key, mine] of ours) {
    const other = theirs.get(key);
    if (other && other.amountCents === mine.amountCents) continue;
    differences.push({
      kind: mine.kind,
      providerId: mine.providerId,
      chargeId: mine.chargeId ?? null,
      ledgerCents: mine.amountCents,
      gatewayCents: other?.amountCents ?? null,
    });
  }
  for (const [key, other] of theirs) {
    if (ours.has(key)) continue;
    differences.push({
      kind: other.kind,
      providerId: other.providerId,
      chargeId: null,
      ledgerCents: null,
      gatewayCents: other.amountCents,
    });
  }
  const order = (d: ReconciliationDifference) =>
    `${RECONCILED_KINDS.indexOf(d.kind)}:${d.providerId}`;
  return differences.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
