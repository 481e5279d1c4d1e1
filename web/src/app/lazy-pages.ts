import { lazyPage } from './lazy-page';

/**
 * The pages split into chunks of their own: each role's dashboard (so a parent or a nanny never
 * downloads the operator console, and the landing page stays light), the Terms of Service and
 * the two pages only an email's link opens.
 */
export const lazyPages = {
  parentDashboard: lazyPage(() => import('./routes/parent-dashboard-route')),
  nannyDashboard: lazyPage(() => import('./routes/nanny-dashboard-route')),
  operatorConsole: lazyPage(() => import('./routes/operator-console-route')),
  terms: lazyPage(() => import('./routes/terms-route')),
  verifyEmail: lazyPage(() => import('./routes/verify-email-route')),
  resetPassword: lazyPage(() => import('./routes/reset-password-route')),
};

/** Every page's chunk, loaded now (component tests render pages as if already downloaded). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(Object.values(lazyPages).map((page) => page.preload()));
}
