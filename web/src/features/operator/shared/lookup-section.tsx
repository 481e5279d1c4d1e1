import { useId } from 'react';
import type { ReactNode } from 'react';

interface LookupSectionProps {
  title: string;
  /** What to type and what it finds. */
  hint: string;
  /** The lookup's form (or forms) and what it found. */
  children: ReactNode;
}

/** A console card that finds one thing by what the operator types (an account, a ledger). */
export function LookupSection({ title, hint, children }: LookupSectionProps) {
  const headingId = useId();
  return (
    <section className="card money-lookup" aria-labelledby={headingId}>
      <h2 id={headingId} className="queue__title">
        {title}
      </h2>
      <p className="form__hint">{hint}</p>
      {children}
    </section>
  );
}
