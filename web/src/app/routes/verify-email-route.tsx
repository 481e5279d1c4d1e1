import { VerifyEmailPage } from '../../features/accounts';

/** Reached only from the verification email's link: a chunk of its own. */
export default function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
