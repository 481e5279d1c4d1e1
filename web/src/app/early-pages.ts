/**
 * Pages whose chunk (and first data) is worth starting before the app's script has run: the
 * addresses that open each one, the module its chunk is built from (under web/src/app), and the
 * GET requests it makes first. Plain data, read by the app (lazy-pages.ts starts the same
 * downloads when a visit did not come through the page's own HTML) and by the build, which
 * writes each address an HTML of its own naming them (scripts/lib/page-html.ts), so the browser
 * asks for them while it reads the page. The operator console is not here: a parent or a nanny
 * never downloads it, even by typing its address.
 */
export interface EarlyPage {
  name: EarlyPageName;
  addresses: readonly string[];
  module: string;
  firstRequests: readonly string[];
}

export type EarlyPageName =
  | 'parentDashboard'
  | 'nannyDashboard'
  | 'terms'
  | 'verifyEmail'
  | 'resetPassword'
  | 'testOnboarding';

export const earlyPages: readonly EarlyPage[] = [
  {
    name: 'parentDashboard',
    addresses: ['/parent-dashboard', '/parent'],
    module: 'routes/parent-dashboard-route.tsx',
    firstRequests: ['/api/parent/profile'],
  },
  {
    name: 'nannyDashboard',
    addresses: ['/rbt-dashboard'],
    module: 'routes/nanny-dashboard-route.tsx',
    firstRequests: ['/api/nanny/profile', '/api/nanny/credential'],
  },
  {
    name: 'terms',
    addresses: ['/terms-of-service'],
    module: 'routes/terms-route.tsx',
    firstRequests: [],
  },
  {
    name: 'verifyEmail',
    addresses: ['/verify-email'],
    module: 'routes/verify-email-route.tsx',
    firstRequests: [],
  },
  {
    name: 'resetPassword',
    addresses: ['/reset-password'],
    module: 'routes/reset-password-route.tsx',
    firstRequests: [],
  },
  {
    name: 'testOnboarding',
    addresses: ['/payments/test-onboarding'],
    module: 'routes/test-onboarding-route.tsx',
    firstRequests: [],
  },
];

/** The page an address opens, if it is one of these (a trailing slash names the same page). */
export function earlyPageAt(pathname: string): EarlyPage | undefined {
  const address = pathname.replace(/\/+$/, '');
  return earlyPages.find((page) => page.addresses.includes(address));
}
