export function NannyPay() {
  return (
    <section className="landing-section" aria-labelledby="nanny-pay-heading">
      <h2 id="nanny-pay-heading">Fair pay for nannies</h2>
      <div className="pay-tiles">
        <p className="card pay-tile">
          <span className="pay-tile__amount">$18/hour</span>
          <span className="pay-tile__label">when you start</span>
        </p>
        <p className="card pay-tile pay-tile--raise">
          <span className="pay-tile__amount">$20/hour</span>
          <span className="pay-tile__label">
            after 15 caregiving sessions with no significant reported issues
          </span>
        </p>
      </div>
      <p>
        You are paid through the platform, so there are no invoices to chase and no cash to handle.
        Parents see the service fee before they confirm a booking.
      </p>
    </section>
  );
}
