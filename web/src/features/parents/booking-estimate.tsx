import { bookingWindowOf } from '@shared/booking-times';
import { bookingEstimate, CHARGED_AFTER_TEXT, estimateLines } from '@shared/payment-amounts';
import type { BookingChoice } from './parent-types';

/**
 * Before "Request Booking": the booked hours at her rate now, the service fee and the total, from
 * the same function the server charges with. Shown once the times make a valid booking and her
 * rate and the fee are known; the card is charged after the session, for the confirmed hours.
 */
export function BookingEstimate({
  choice,
  timeZone,
  rateCents,
  feeBasisPoints,
}: {
  choice: BookingChoice;
  timeZone: string;
  rateCents: number | null;
  feeBasisPoints: number | null;
}) {
  const window = bookingWindowOf(choice, timeZone, new Date());
  if (!window.ok || rateCents === null || feeBasisPoints === null) return null;
  const { minutes } = window.value;
  const estimate = bookingEstimate(minutes, rateCents, feeBasisPoints);
  return (
    <section className="booking-estimate" aria-label="Price of this booking">
      <dl className="booking-estimate__lines">
        {estimateLines(estimate, minutes, rateCents, feeBasisPoints).map((line) => (
          <div key={line.label} className="booking-estimate__line">
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="form__hint">{CHARGED_AFTER_TEXT}</p>
    </section>
  );
}
