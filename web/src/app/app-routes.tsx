import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AuthPanel } from '../features/accounts';
import { LandingPage } from '../features/landing';
import { AppLayout } from './app-layout';
import type { LazyPage } from './lazy-page';
import { lazyPages } from './lazy-pages';
import { PageLoadBoundary } from './page-load-boundary';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireRole } from './require-role';
import type { UserRole } from '../lib/session';

const {
  parentDashboard,
  nannyDashboard,
  operatorConsole,
  terms,
  verifyEmail,
  resetPassword,
  testOnboarding,
} = lazyPages;

/** Emails link to /parent?tab=bookings&booking=<id>: the dashboard, with the query kept. */
function ToParentDashboard() {
  const { search } = useLocation();
  return <Navigate to={`/parent-dashboard${search}`} replace />;
}

/** A page in a chunk of its own: its placeholder while it loads, a way out if it cannot. */
function Lazy({ page: { Page } }: { page: LazyPage }) {
  return (
    <PageLoadBoundary>
      <Page />
    </PageLoadBoundary>
  );
}

/** A role's own page: only a signed-in user of that role is shown it. */
function RolePage({ role, page }: { role: UserRole; page: LazyPage }) {
  return (
    <RequireRole role={role}>
      <Lazy page={page} />
    </RequireRole>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          index
          element={
            <RedirectSignedIn>
              <LandingPage signInPanel={<AuthPanel />} />
            </RedirectSignedIn>
          }
        />
        <Route path="rbt-dashboard" element={<RolePage role="nanny" page={nannyDashboard} />} />
        <Route
          path="parent-dashboard"
          element={<RolePage role="parent" page={parentDashboard} />}
        />
        <Route
          path="payments/test-onboarding"
          element={<RolePage role="nanny" page={testOnboarding} />}
        />
        <Route path="parent" element={<ToParentDashboard />} />
        <Route path="operator" element={<RolePage role="operator" page={operatorConsole} />} />
        <Route path="terms-of-service" element={<Lazy page={terms} />} />
        <Route path="verify-email" element={<Lazy page={verifyEmail} />} />
        <Route path="reset-password" element={<Lazy page={resetPassword} />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
