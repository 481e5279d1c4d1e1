import type { ReactNode } from 'react';

export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card coming-soon" aria-label={title}>
      <h2>Coming soon</h2>
      <p>{children}</p>
    </section>
  );
}
