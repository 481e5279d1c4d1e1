import { Navigate, Route, Routes, useLocation } from 'react-router';
import {
  AccountSettings,
  AuthPanel,
  LogoutButton,
  ResetPasswordPage,
  VerifyEmailPage,
} from '../features/accounts';
import { LandingPage } from '../features/landing';
import { NannyDashboardPage, TestOnboardingPage } from '../features/nannies';
import { OperatorConsolePage } from '../features/operator';
import { ParentDashboardPage } from '../features/parents';
import { TermsPage } from '../features/terms';
import { AppLayout } from './app-layout';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireRole } from './require-role';

const accountActions = { logout: <LogoutButton />, accountSettings: <AccountSettings /> };

/** Emails link to /parent?tab=bookings&booking=<id>: the dashboard, with the query kept. */
function ToParentDashboard() {
  const { search } = useLocation();
  return <Navigate to={`/parent-dashboard${search}`} replace />;
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
              <NannyDashboardPage {...accountActions} />
            </RequireRole>
          }
        />
        <Route
          path="parent-dashboard"
          element={
            <RequireRole role="parent">
              <ParentDashboardPage {...accountActions} />
            </RequireRole>
          }
        />
        <Route
          path="payments/test-onboarding"
          element={
            <RequireRole role="nanny">
              <TestOnboardingPage />
            </RequireRole>
          }
        />
        <Route path="parent" element={<ToParentDashboard />} />
        <Route
          path="operator"
          element={
            <RequireRole role="operator">
              <OperatorConsolePage {...accountActions} />
            </RequireRole>
          }
        />
        <Route path="terms-of-service" element={<TermsPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
