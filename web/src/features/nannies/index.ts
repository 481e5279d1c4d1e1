export { NannyDashboardPage } from './nanny-dashboard-page';
export { prefetchNannyProfile } from './nanny-store';
export { useNannyStore } from './nanny-store';
export { useNannyBookingsStore } from './nanny-bookings-store';
export { useEarningsStore } from './earnings-store';
export { usePayoutsStore } from './payouts-store';
export { TestOnboardingPage } from './test-onboarding-page';
export { prefetchNannyCredential, useCredentialStore } from './credential-store';
