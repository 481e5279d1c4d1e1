import type { ReactNode } from 'react';

/** One term and its value in a facts list (`booking-facts`): a booking's, a ledger's, an account's. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="booking-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
