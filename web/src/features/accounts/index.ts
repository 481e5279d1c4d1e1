export { AuthPanel } from './auth-panel';
export { VerifyEmailPage } from './verify-email-page';
export { ResetPasswordPage } from './reset-password-page';
export { LogoutButton } from './logout-button';
export { AccountSettings } from './account-settings';
export { showSessionEnded } from './auth-panel-store';
