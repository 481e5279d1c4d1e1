import { earlyPageAt } from './early-pages';
import { lazyPage } from './lazy-page';

/**
 * The pages split into chunks of their own: each role's dashboard (so a parent or a nanny never
 * downloads the operator console, and the landing page stays light), the Terms of Service and
 * the two pages only an email's link opens, and the test-mode payout onboarding only a nanny
 * setting up payouts without Stripe opens.
 */
export const lazyPages = {
  parentDashboard: lazyPage(() => import('./routes/parent-dashboard-route')),
  nannyDashboard: lazyPage(() => import('./routes/nanny-dashboard-route')),
  operatorConsole: lazyPage(() => import('./routes/operator-console-route')),
  terms: lazyPage(() => import('./routes/terms-route')),
  verifyEmail: lazyPage(() => import('./routes/verify-email-route')),
  resetPassword: lazyPage(() => import('./routes/reset-password-route')),
  testOnboarding: lazyPage(() => import('./routes/test-onboarding-route')),
};

/** Every page's chunk, loaded now (component tests render pages as if already downloaded). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(Object.values(lazyPages).map((page) => page.preload()));
}

/**
 * Starts downloading the page the address names, and then its first data, while the session is
 * still being checked, so they travel together instead of one after the other (early-pages.ts).
 * Where the page's own HTML already asked for them, these requests take the browser's answers.
 */
export function preloadPageAt(pathname: string): void {
  const early = earlyPageAt(pathname);
  // A failed preload is forgotten: the page's own load tries again and says so if it fails.
  if (early) lazyPages[early.name].preloadWithData().catch(() => {});
}
