import { useAuthPanelStore } from './auth-panel-store';
import { ForgotPassword } from './forgot-password';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';
import { ModeToggle } from './mode-toggle';
import { SignUpForm } from './sign-up-form';
import { useAuthErrorParam } from './use-auth-error-param';

/** The Login / Sign Up screen's panel on the landing page. */
export function AuthPanel() {
  const mode = useAuthPanelStore((state) => state.mode);
  useAuthErrorParam();
  const login = mode === 'login';
  return (
    <section aria-label="Sign in" className="card sign-in-panel auth-panel">
      <h2 className="sign-in-panel__title">
        {login ? 'Log in to your account' : 'Create your account'}
      </h2>
      {login ? <LoginForm /> : <SignUpForm />}
      {login && <ForgotPassword />}
      <p className="auth-panel__divider">
        <span>or</span>
      </p>
      <GoogleSignInButton />
      <ModeToggle />
    </section>
  );
}
