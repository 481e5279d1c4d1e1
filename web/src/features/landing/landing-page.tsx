import type { ReactNode } from 'react';
import { PageLink } from '../../lib/navigation';
import { CardList } from './card-list';
import { nannySteps, parentSteps, trustPoints } from './landing-content';
import { LandingHero } from './landing-hero';
import { NannyPay } from './nanny-pay';

/** The sign-in panel comes from the accounts feature, composed in by the app's routes. */
export function LandingPage({ signInPanel }: { signInPanel: ReactNode }) {
  return (
    <div className="landing">
      <div className="landing-hero">
        <LandingHero />
        {signInPanel}
      </div>

      <section className="landing-section" aria-labelledby="parents-heading">
        <h2 id="parents-heading">How it works for parents</h2>
        <CardList cards={parentSteps} numbered />
      </section>

      <section className="landing-section" aria-labelledby="nannies-heading">
        <h2 id="nannies-heading">How it works for nannies</h2>
        <CardList cards={nannySteps} numbered />
      </section>

      <NannyPay />

      <section className="landing-section" aria-labelledby="trust-heading">
        <h2 id="trust-heading">Safety and trust</h2>
        <CardList cards={trustPoints} />
      </section>

      <section className="landing-section" aria-labelledby="terms-heading">
        <h2 id="terms-heading">Clear terms</h2>
        <p>
          Please read our terms before you sign up. They explain what nannies and parents agree to,
          how payments work, and what the platform does and does not do.
        </p>
        <p>
          <PageLink to="/terms-of-service" className="button-link">
            Read the Terms of Service
          </PageLink>
        </p>
      </section>
    </div>
  );
}
