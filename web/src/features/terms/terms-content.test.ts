import { describe, expect, it } from 'vitest';
import { termsSections } from './terms-content';

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
