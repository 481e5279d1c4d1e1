import { ResetPasswordPage } from '../../features/accounts';

/** Reached only from the password-reset email's link: a chunk of its own. */
export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
