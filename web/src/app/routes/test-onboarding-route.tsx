import { TestOnboardingPage } from '../../features/nannies';

/** Test mode's stand-in for Stripe's hosted payout onboarding: opened from Set up payouts only. */
export default function TestOnboardingRoute() {
  return <TestOnboardingPage />;
}
