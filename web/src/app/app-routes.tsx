import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { AuthPanel } from '../features/accounts';
import { LandingPage } from '../features/landing';
import { AppLayout } from './app-layout';
import { lazyPages } from './lazy-pages';
import { PageLoadBoundary } from './page-load-boundary';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireRole } from './require-role';

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
function Lazy({ children }: { children: ReactNode }) {
  return <PageLoadBoundary>{children}</PageLoadBoundary>;
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
        <Route
          path="rbt-dashboard"
          element={
            <RequireRole role="nanny">
              <Lazy>
                <nannyDashboard.Page />
              </Lazy>
            </RequireRole>
          }
        />
        <Route
          path="parent-dashboard"
          element={
            <RequireRole role="parent">
              <Lazy>
                <parentDashboard.Page />
              </Lazy>
            </RequireRole>
          }
        />
        <Route
          path="payments/test-onboarding"
          element={
            <RequireRole role="nanny">
              <Lazy>
                <testOnboarding.Page />
              </Lazy>
            </RequireRole>
          }
        />
        <Route path="parent" element={<ToParentDashboard />} />
        <Route
          path="operator"
          element={
            <RequireRole role="operator">
              <Lazy>
                <operatorConsole.Page />
              </Lazy>
            </RequireRole>
          }
        />
        <Route
          path="terms-of-service"
          element={
            <Lazy>
              <terms.Page />
            </Lazy>
          }
        />
        <Route
          path="verify-email"
          element={
            <Lazy>
              <verifyEmail.Page />
            </Lazy>
          }
        />
        <Route
          path="reset-password"
          element={
            <Lazy>
              <resetPassword.Page />
            </Lazy>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
