import { describe, expect, it } from 'vitest';
import { reconcile, type Movement } from './reconciliation.js';

const charge = (providerId: string, amountCents: number, chargeId = 'b1-session'): Movement => ({
  kind: 'charge',
  providerId,
  amountCents,
  chargeId,
});

describe('reconcile', () => {
  it('finds nothing when both sides hold the same movements', () => {
    const both = [
      charge('ch_1', 6940),
      { kind: 'transfer', providerId: 'tr_1', amountCents: 6400 },
    ];
    expect(reconcile(both as Movement[], both as Movement[])).toEqual([]);
  });

  it('tells a movement missing on either side and an amount that differs', () => {
    const ledger: Movement[] = [
      charge('ch_1', 6940),
      charge('ch_2', 5940, 'b2-session'),
      { kind: 'refund', providerId: 're_1', amountCents: 3470, chargeId: 'b1-session' },
    ];
    const gateway: Movement[] = [
      { kind: 'charge', providerId: 'ch_1', amountCents: 6940 },
      { kind: 'charge', providerId: 'ch_x', amountCents: 1000 },
      { kind: 'refund', providerId: 're_1', amountCents: 3000 },
    ];
    expect(reconcile(ledger, gateway)).toEqual([
      {
        kind: 'charge',
        providerId: 'ch_2',
        chargeId: 'b2-session',
        ledgerCents: 5940,
        gatewayCents: null,
      },
      { kind: 'charge', providerId: 'ch_x', chargeId: null, ledgerCents: null, gatewayCents: 1000 },
      {
        kind: 'refund',
        providerId: 're_1',
        chargeId: 'b1-session',
        ledgerCents: 3470,
        gatewayCents: 3000,
      },
    ]);
  });

  it('never matches a transfer with a charge of the same id', () => {
    expect(
      reconcile([charge('x', 1)], [{ kind: 'transfer', providerId: 'x', amountCents: 1 }]),
    ).toHaveLength(2);
  });
});
