import { describe, expect, it } from 'vitest';
import { termsSections, termsSectionsFor } from './terms-content';

const textOf = (id: string) =>
  (termsSections.find((section) => section.id === id)?.blocks ?? [])
    .flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))
    .join('\n');

describe('Terms of Service: the cancellation policy', () => {
  it('states in Payments and Fees when cancelling is free and what a late one costs', () => {
    const payments = textOf('payments-and-fees');
    expect(payments).toContain('Cancelling at least 24 hours before the start is free.');
    expect(payments).toContain('late cancellation');
    expect(payments).toContain(
      '50% of the booked hours, and for at least one hour, rounded up to the next 15 minutes',
    );
    expect(payments).toContain('When a Nanny cancels late, she is not paid for the booking.');
    expect(payments).toContain('within 48 hours are confirmed automatically');
    expect(payments).toContain(
      'unless they run more than 30 minutes longer than the booking: those are paid only once the Parent confirms them or our team settles them.',
    );
  });

  it("says in Termination that operators see a nanny's late cancellations", () => {
    expect(textOf('termination')).toContain(
      "Our team sees every late cancellation and who made it. A Nanny's late cancellations",
    );
  });
});

describe('Terms of Service: the pay rule', () => {
  it('states the rates, the clean sessions and that the raise is never retroactive', () => {
    const payments = textOf('payments-and-fees');
    expect(payments).toContain('Nannies are paid $18 per hour to start.');
    expect(payments).toContain(
      'every session that starts after the 15th clean session was confirmed is paid $20 per hour',
    );
    expect(payments).toContain('The raise is never retroactive');
    expect(payments).toContain('Amounts already recorded never change.');
    expect(payments).not.toContain('completed caregiving sessions');
  });
});

describe('Terms of Service: the messaging rules', () => {
  it('says contact details wait for an accepted booking, and what reports and blocks do', () => {
    const rules = textOf('messaging-rules');
    expect(rules).toContain(
      "Contact details (email addresses, phone numbers and links) are hidden in messages, and in a booking's note and reasons, until a booking between the two of you is accepted",
    );
    expect(rules).toContain('Contact details are shared once a booking is accepted');
    expect(rules).toContain('Be respectful');
    expect(rules).toContain(
      'Reports are reviewed by our team, who may then read the reported conversation',
    );
    expect(rules).toContain("warn the sender, or suspend the sender's account");
    expect(rules).toContain(
      'A blocked person can no longer send you messages or request bookings from you',
    );
    expect(rules).toContain('You can no longer contact this person');
  });
});

describe('Terms of Service: the service fee', () => {
  it('states the fee from the shared constant, when the card is charged, tips and refunds', () => {
    const payments = textOf('payments-and-fees');
    expect(payments).toContain(
      "Parents pay a service fee of 10% of the price of the hours of care (the hours at the Nanny's rate), on top of that price. The fee is the platform's and is never taken from the Nanny's rate.",
    );
    expect(payments).toContain(
      'the card is charged after the session, for the hours confirmed, plus the service fee and any tip',
    );
    expect(payments).toContain('goes entirely to the Nanny, with no fee on it');
    expect(payments).toContain(
      "A Parent's late cancellation is charged the late-cancellation pay described below, with no service fee. A Nanny's cancellation costs the Parent nothing.",
    );
    expect(payments).toContain('a refund returns the service fee in the same proportion');
    expect(payments).toContain('within 1 to 3 business days');
  });

  it('states a configured fee', () => {
    const payments = (
      termsSectionsFor(1250).find((s) => s.id === 'payments-and-fees')?.blocks ?? []
    )
      .map((block) => (block.kind === 'paragraph' ? block.text : ''))
      .join('\n');
    expect(payments).toContain('a service fee of 12.5% of the price');
  });
});

describe('Terms of Service: the review policy', () => {
  it('states the double-blind window and that negative reviews are never suppressed', () => {
    const reviews = textOf('reviews');
    expect(reviews).toContain('within 14 days');
    expect(reviews).toContain('until both have written one or the 14 days end');
    expect(reviews).toContain('We never remove or hide a review because it is negative');
    expect(reviews).toContain('the stars always count');
  });
});
