import { AUTO_CONFIRM_AFTER_MS, FREE_CANCELLATION_MS, STEP_MINUTES } from '@shared/booking-times';
import { UNASKED_EXTRA_MINUTES } from '@shared/recorded-hours';

// The cancellation policy (docs/product.md, Bookings) in plain words, for the Payments and Fees and
// the Termination sections. The 24 hours come from the shared rule, so the page cannot drift from
// what the platform enforces; the late-cancellation pay (half the booked hours, at least one hour,
// rounded up to 15 minutes, at her rate) is what the ledger pays.

const HOUR_MS = 60 * 60 * 1000;
const freeHours = FREE_CANCELLATION_MS / HOUR_MS;
const confirmHours = AUTO_CONFIRM_AFTER_MS / HOUR_MS;

/** Payments and Fees: what a cancellation costs. */
export const cancellationPayments: readonly string[] = [
  `Either a Parent or a Nanny may cancel a booking, with a reason, until the time it starts. Cancelling at least ${freeHours} hours before the start is free. A cancellation made later than that is a late cancellation, and the platform records it as one.`,
  `When a Parent cancels late, the Nanny is paid for 50% of the booked hours, and for at least one hour, rounded up to the next ${STEP_MINUTES} minutes, at the rate that would have applied to that booking, because she kept that time free and is unlikely to fill it at short notice. For example, a late cancellation of a 3-hour booking pays 1 hour 30 minutes, and of a 1-hour booking pays 1 hour. When a Nanny cancels late, she is not paid for the booking. When a Parent withdraws a request the Nanny has not accepted yet, nothing is owed.`,
  `After a booking, the Nanny records the hours she actually worked. The Parent confirms them, or disputes them with a reason; hours that are neither confirmed nor disputed within ${confirmHours} hours are confirmed automatically, unless they run more than ${UNASKED_EXTRA_MINUTES} minutes longer than the booking: those are paid only once the Parent confirms them or our team settles them. If hours are disputed, our team settles them by setting the hours after hearing both sides. Only confirmed hours are paid.`,
];

/** Termination: what repeated late cancellations can lead to. */
export const cancellationTermination =
  "Our team sees every late cancellation and who made it. A Nanny's late cancellations, and repeated late cancellations or reported no-shows by anyone, are taken into account when we decide whether to suspend an account or withdraw a Nanny's approval.";
