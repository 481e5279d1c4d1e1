export function PaymentPolicy() {
  return (
    <section className="payment-policy" aria-labelledby="payment-policy-heading">
      <h3 id="payment-policy-heading">Payment policy</h3>
      <ul className="payment-policy__rates">
        <li>
          <strong>$18/hour</strong> to start
        </li>
        <li>
          <strong>$20/hour</strong> after 15 caregiving sessions with no significant reported issues
        </li>
      </ul>
      <p>
        You are paid through the platform for your completed bookings. Never accept cash or any
        other direct payment from a family.
      </p>
    </section>
  );
}
