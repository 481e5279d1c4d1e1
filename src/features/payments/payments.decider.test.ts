import { describe, expect, it } from 'vitest';
import { DomainError } from '../../infra/domain/errors.js';
import {
  CARD_DUE_MESSAGE,
  CARD_REMOVED_BEFORE_MESSAGE,
  cardDecider,
  chargeDecider,
  NO_CARD_MESSAGE,
  payoutDecider,
  refundableCents,
  type ChargeCommand,
  type ChargeState,
} from './payments.decider.js';
import type { PaymentEvent } from './payments.events.js';

const chargeId = 'b1-session';
const stream = `charge-${chargeId}`;
const facts = (attempt: number) => ({
  chargeId,
  bookingId: 'b1',
  parentId: 'p1',
  nannyId: 'n1',
  purpose: 'session' as const,
  attempt,
  careCents: 5400,
  feeCents: 540,
  tipCents: 1000,
  totalCents: 6940,
  nannyCents: 6400,
});
const at = '2026-12-01T18:00:00.000Z';

function fold(events: PaymentEvent[]): ChargeState {
  return events.reduce(
    (state, event) => chargeDecider.evolve(state, event),
    chargeDecider.initialState(),
  );
}
/** The operator's refund of `amountCents`, asked for with a reason. */
const askRefund = (
  refundId: string,
  amountCents: number,
): Extract<ChargeCommand, { type: 'RequestRefund' }> => ({
  type: 'RequestRefund',
  refundId,
  chargeId,
  amountCents,
  reason: 'Left early.',
  operatorId: 'o1',
  at,
});
/** The provider's refund of r1 recorded (by its job, or its webhook when no reversal is said). */
const recordRefund = {
  type: 'RecordRefund' as const,
  refundId: 'r1',
  chargeId,
  providerRefundId: 're_1',
  at,
};
/** Her payout's transfer recorded. */
const payout = {
  type: 'RecordPayout' as const,
  chargeId,
  nannyId: 'n1',
  providerTransferId: 'tr_1',
  at,
};
const decide = (events: PaymentEvent[], command: ChargeCommand) =>
  chargeDecider.decide(command, fold(events), stream);

const success = (attempt: number): ChargeCommand => ({
  type: 'RecordChargeSuccess',
  chargeId,
  facts: facts(attempt),
  providerChargeId: `ch_${attempt}`,
  at,
});
const failure = (attempt: number): ChargeCommand => ({
  type: 'RecordChargeFailure',
  chargeId,
  facts: facts(attempt),
  failure: 'declined',
  at,
});

describe('a charge', () => {
  it("left processing by the provider is ended by its webhook's result, once, for that attempt only", () => {
    const pending: ChargeCommand = {
      type: 'RecordChargePending',
      chargeId,
      facts: facts(1),
      providerPaymentId: 'pi_1',
      at,
    };
    const result = (attempt: number, status: 'succeeded' | 'failed'): ChargeCommand => ({
      type: 'RecordProviderChargeResult',
      chargeId,
      attempt,
      result:
        status === 'succeeded'
          ? { status, providerChargeId: 'ch_1' }
          : { status, failure: 'declined' },
      at,
    });
    // Nothing the job recorded as processing: the webhook of a charge answered already, or not
    // ours, changes nothing.
    expect(decide([], result(1, 'succeeded'))).toEqual([]);
    expect(decide(decide([], success(1)), result(1, 'failed'))).toEqual([]);
    const waiting = decide([], pending);
    expect(waiting).toMatchObject([{ type: 'ChargePending', data: { providerPaymentId: 'pi_1' } }]);
    expect(decide(waiting, pending)).toEqual([]);
    expect(decide(waiting, result(2, 'succeeded'))).toEqual([]);
    const ended = decide(waiting, result(1, 'succeeded'));
    expect(ended).toEqual([
      {
        type: 'ChargeSucceeded',
        data: { ...facts(1), providerChargeId: 'ch_1', chargedAt: at },
      },
    ]);
    expect(decide([...waiting, ...ended], result(1, 'succeeded'))).toEqual([]);
    expect(decide([...waiting, ...ended], result(1, 'failed'))).toEqual([]);
    expect(decide(waiting, result(1, 'failed'))).toMatchObject([
      { type: 'ChargeFailed', data: { failure: 'declined', attempt: 1 } },
    ]);
  });

  it('records a refund made at the provider once by its id, split like ours, capped by what is left', () => {
    const refund = (providerRefundId: string, amountCents: number): ChargeCommand => ({
      type: 'RecordProviderRefund',
      chargeId,
      providerRefundId,
      amountCents,
      at,
    });
    expect(decide(decide([], failure(1)), refund('re_1', 1000))).toEqual([]);
    const paid = decide([], success(1));
    const made = decide(paid, refund('re_1', 3470));
    expect(made).toEqual([
      {
        type: 'ChargeRefundedAtProvider',
        data: {
          refundId: 'provider-re_1',
          chargeId,
          amountCents: 3470,
          feeCents: 270,
          nannyCents: 3200,
          providerRefundId: 're_1',
          refundedAt: at,
        },
      },
    ]);
    expect(decide([...paid, ...made], refund('re_1', 3470))).toEqual([]);
    expect(decide([...paid, ...made], refund('re_2', 9999))).toMatchObject([
      { data: { amountCents: 3470 } },
    ]);
  });

  it('is disputed only once collected, each dispute opened once and closed once', () => {
    const opened: ChargeCommand = {
      type: 'RecordDispute',
      chargeId,
      disputeId: 'dp_1',
      amountCents: 6940,
      status: 'needs_response',
      reason: 'fraudulent',
      at,
    };
    const closed: ChargeCommand = {
      type: 'RecordDisputeClosed',
      chargeId,
      disputeId: 'dp_1',
      status: 'won',
      at,
    };
    // A failed charge collected nothing: there is nothing to dispute.
    expect(decide(decide([], failure(1)), opened)).toEqual([]);
    const paid = decide([], success(1));
    const disputed = [...paid, ...decide(paid, opened)];
    expect(disputed.map((e) => e.type)).toEqual(['ChargeSucceeded', 'ChargeDisputed']);
    expect(decide(disputed, opened)).toEqual([]);
    const ended = [...disputed, ...decide(disputed, closed)];
    expect(ended.at(-1)).toEqual({
      type: 'DisputeClosed',
      data: { chargeId, disputeId: 'dp_1', disputeStatus: 'won', closedAt: at },
    });
    expect(decide(ended, closed)).toEqual([]);
    expect(decide(ended, opened)).toEqual([]);
  });

  it('is recorded once: a repeated answer, or one after it was paid, decides nothing', () => {
    const paid = decide([], success(1));
    expect(paid.map((e) => e.type)).toEqual(['ChargeSucceeded']);
    expect(decide(paid, success(1))).toEqual([]);
    expect(decide(paid, failure(2))).toEqual([]);
    const failed = decide([], failure(1));
    expect(decide(failed, failure(1))).toEqual([]);
  });

  it('is charged again only after a failure, once per press, as the next attempt', () => {
    const failed = decide([], failure(1));
    const retry = { type: 'RequestRetry' as const, chargeId, parentId: 'p1', at };
    const asked = decide(failed, retry);
    expect(asked).toMatchObject([{ type: 'ChargeRetryRequested', data: { attempt: 2 } }]);
    expect(decide([...failed, ...asked], retry)).toEqual([]);
    expect(decide([...failed, ...asked], success(2))).toHaveLength(1);
    expect(() => decide(failed, { ...retry, parentId: 'p2' })).toThrow('Charge not found.');
    expect(() => decide(decide([], success(1)), retry)).toThrow(
      'Only a failed charge can be paid again.',
    );
  });

  it('refunds no more than is left, counting refunds on their way', () => {
    const paid = decide([], success(1));
    const first = decide(paid, askRefund('r1', 3470));
    expect(refundableCents(fold([...paid, ...first]))).toBe(3470);
    expect(() => decide([...paid, ...first], askRefund('r2', 3471))).toThrow(DomainError);
    expect(decide([...paid, ...first], askRefund('r1', 3470))).toEqual([]);
    const made = decide([...paid, ...first], recordRefund);
    expect(made).toMatchObject([
      { type: 'ChargeRefunded', data: { amountCents: 3470, feeCents: 270, nannyCents: 3200 } },
    ]);
    expect(() => decide([], askRefund('r3', 1))).toThrow('Charge not found.');
    expect(() => decide(paid, { ...askRefund('r4', 10), reason: ' ' })).toThrow(
      'Please give a reason for the refund.',
    );
  });

  it('pays her out once, her share less what a refund reversed', () => {
    const paid = decide([], success(1));
    const out = decide(paid, payout);
    expect(out).toMatchObject([{ type: 'NannyPaidOut', data: { amountCents: 6400 } }]);
    expect(decide([...paid, ...out], payout)).toEqual([]);
    expect(decide([], payout)).toEqual([]);
  });

  describe('a refund made at the provider', () => {
    const atProvider = {
      type: 'RecordProviderRefund' as const,
      chargeId,
      providerRefundId: 're_dash',
      amountCents: 3470,
      at,
    };
    const reversal = {
      type: 'RecordTransferReversal' as const,
      chargeId,
      refundId: 'provider-re_dash',
      providerTransferId: 'tr_1',
      providerReversalId: 'trr_1',
      at,
    };

    it('reverses her transfer by her share of it, once, whatever the job repeats', () => {
      const paid = decide([], success(1));
      const out = decide(paid, payout);
      const refunded = decide([...paid, ...out], atProvider);
      expect(refunded).toMatchObject([
        { type: 'ChargeRefundedAtProvider', data: { feeCents: 270, nannyCents: 3200 } },
      ]);
      const reversed = decide([...paid, ...out, ...refunded], reversal);
      expect(reversed).toEqual([
        {
          type: 'TransferReversed',
          data: {
            chargeId,
            refundId: 'provider-re_dash',
            amountCents: 3200,
            providerTransferId: 'tr_1',
            providerReversalId: 'trr_1',
            reversedAt: at,
          },
        },
      ]);
      expect(decide([...paid, ...out, ...refunded, ...reversed], reversal)).toEqual([]);
    });

    it('reverses nothing when she was not paid out yet: her transfer sends her share less it', () => {
      const paid = decide([], success(1));
      const refunded = decide(paid, atProvider);
      expect(decide([...paid, ...refunded], reversal)).toEqual([]);
      const out = decide([...paid, ...refunded], payout);
      expect(out).toMatchObject([{ type: 'NannyPaidOut', data: { amountCents: 3200 } }]);
      expect(decide([...paid, ...refunded, ...out], reversal)).toEqual([]);
    });

    it('reverses what her transfer sent beyond her share when a refund came while it was on its way', () => {
      const paid = decide([], success(1));
      const refunded = decide(paid, atProvider);
      // The transfer job read her whole share (6400) before the refund was recorded.
      const out = decide([...paid, ...refunded], { ...payout, sentCents: 6400 });
      expect(out).toMatchObject([{ type: 'NannyPaidOut', data: { amountCents: 6400 } }]);
      const reversed = decide([...paid, ...refunded, ...out], reversal);
      expect(reversed).toMatchObject([
        { type: 'TransferReversed', data: { refundId: 'provider-re_dash', amountCents: 3200 } },
      ]);
      expect(decide([...paid, ...refunded, ...out, ...reversed], reversal)).toEqual([]);
    });

    it("reverses our own refund's share when its call found no transfer yet but she was paid out", () => {
      const paid = decide([], success(1));
      const out = decide(paid, { ...payout, sentCents: 6400 });
      const asked = decide([...paid, ...out], askRefund('r1', 3470));
      const made = decide([...paid, ...out, ...asked], { ...recordRefund, reversedCents: 0 });
      expect(made).toMatchObject([
        { type: 'ChargeRefunded', data: { nannyCents: 3200, reversedCents: 0 } },
      ]);
      expect(
        decide([...paid, ...out, ...asked, ...made], { ...reversal, refundId: 'r1' }),
      ).toMatchObject([{ type: 'TransferReversed', data: { refundId: 'r1', amountCents: 3200 } }]);
      // Its call reversed her share: nothing more.
      const whole = decide([...paid, ...out, ...asked], { ...recordRefund, reversedCents: 3200 });
      expect(
        decide([...paid, ...out, ...asked, ...whole], { ...reversal, refundId: 'r1' }),
      ).toEqual([]);
    });

    it('leaves our own refund to its job when its webhook comes first after she was paid out', () => {
      // The job read no transfer and refunded reversing nothing; her transfer was recorded
      // next; the refund's webhook arrives before the job records what its call reversed.
      const paid = decide([], success(1));
      const asked = decide(paid, askRefund('r1', 3470));
      const out = decide([...paid, ...asked], { ...payout, sentCents: 6400 });
      const webhook = recordRefund;
      expect(decide([...paid, ...asked, ...out], webhook)).toEqual([]);
      // The job's record: nothing reversed by its call, so her share is reversed once.
      const made = decide([...paid, ...asked, ...out], { ...webhook, reversedCents: 0 });
      expect(made).toMatchObject([
        { type: 'ChargeRefunded', data: { nannyCents: 3200, reversedCents: 0 } },
      ]);
      const before = [...paid, ...asked, ...out, ...made];
      const reversed = decide(before, { ...reversal, refundId: 'r1' });
      expect(reversed).toMatchObject([
        { type: 'TransferReversed', data: { refundId: 'r1', amountCents: 3200 } },
      ]);
      // The webhook again afterwards, and the reversal again: nothing more.
      expect(decide([...before, ...reversed], webhook)).toEqual([]);
      expect(decide([...before, ...reversed], { ...reversal, refundId: 'r1' })).toEqual([]);
      // Before her payout the webhook still records it first; the transfer then sends her share
      // less the refund, and nothing is reversed.
      const early = decide([...paid, ...asked], webhook);
      expect(early).toMatchObject([{ type: 'ChargeRefunded', data: { nannyCents: 3200 } }]);
      const sent = decide([...paid, ...asked, ...early], payout);
      expect(sent).toMatchObject([{ type: 'NannyPaidOut', data: { amountCents: 3200 } }]);
    });

    it('reverses nothing for a refund that is not one made at the provider', () => {
      const paid = decide([], success(1));
      const out = decide(paid, payout);
      expect(decide([...paid, ...out], { ...reversal, refundId: 'r1' })).toEqual([]);
    });
  });
});

describe("a parent's card", () => {
  const parentId = 'p1';
  const cardStream = 'payment-card-p1';
  const card = (paymentMethodId: string) => ({
    customerId: 'cus_1',
    paymentMethodId,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2029,
  });
  const foldCard = (events: PaymentEvent[]) =>
    events.reduce((state, event) => cardDecider.evolve(state, event), cardDecider.initialState());
  const decideCard = (events: PaymentEvent[], command: Parameters<typeof cardDecider.decide>[0]) =>
    cardDecider.decide(command, foldCard(events), cardStream);
  const save = (paymentMethodId: string) =>
    ({ type: 'SaveCard', parentId, card: card(paymentMethodId), at }) as const;
  const remove = (chargeDue: boolean) => ({ type: 'RemoveCard', parentId, chargeDue, at }) as const;
  const failsWith = (run: () => unknown, code: string, message: string) => {
    try {
      run();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code, message });
    }
  };

  it('is removed when no charge is due, naming only the provider id', () => {
    const saved = decideCard([], save('pm_1'));
    expect(decideCard(saved, remove(false))).toEqual([
      { type: 'PaymentCardRemoved', data: { parentId, paymentMethodId: 'pm_1', removedAt: at } },
    ]);
  });

  it('is not removed while a charge is due, nor when there is none', () => {
    const saved = decideCard([], save('pm_1'));
    failsWith(() => decideCard(saved, remove(true)), 'conflict', CARD_DUE_MESSAGE);
    failsWith(() => decideCard([], remove(false)), 'not_found', NO_CARD_MESSAGE);
    const removed = [...saved, ...decideCard(saved, remove(false))];
    failsWith(() => decideCard(removed, remove(false)), 'not_found', NO_CARD_MESSAGE);
  });

  it('once removed is never saved again (detached for good); a new card is', () => {
    const saved = decideCard([], save('pm_1'));
    const removed = [...saved, ...decideCard(saved, remove(false))];
    failsWith(() => decideCard(removed, save('pm_1')), 'conflict', CARD_REMOVED_BEFORE_MESSAGE);
    expect(decideCard(removed, save('pm_2'))).toMatchObject([
      { type: 'PaymentCardSaved', data: { paymentMethodId: 'pm_2', card: '4242 12/2029' } },
    ]);
  });

  it("is only ever her own stream's", () => {
    expect(() => cardDecider.decide(remove(false), foldCard([]), 'payment-card-p2')).toThrow();
  });
});

describe('a payout account', () => {
  it('records only changes of her own account', () => {
    const stream = 'payout-account-n1';
    const created = payoutDecider.decide(
      { type: 'CreatePayoutAccount', nannyId: 'n1', accountId: 'acct_1', at },
      payoutDecider.initialState(),
      stream,
    );
    const evolve = (state: ReturnType<typeof payoutDecider.initialState>, event: PaymentEvent) =>
      payoutDecider.evolve(state, event);
    const state = created.reduce(evolve, payoutDecider.initialState());
    const update = {
      type: 'UpdatePayoutAccount' as const,
      nannyId: 'n1',
      accountId: 'acct_1',
      payoutsEnabled: true,
      at,
    };
    const enabled = payoutDecider.decide(update, state, stream);
    expect(enabled).toHaveLength(1);
    const after = enabled.reduce(evolve, state);
    expect(payoutDecider.decide(update, after, stream)).toEqual([]);
    expect(payoutDecider.decide({ ...update, accountId: 'acct_other' }, state, stream)).toEqual([]);
  });
});
