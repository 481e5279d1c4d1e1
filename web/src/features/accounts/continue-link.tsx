import { Link } from 'react-router';
import { dashboardPathFor, useSessionStore } from '../../lib/session';

/** After an email link: "Log in" for a visitor, the dashboard for someone signed in. */
export function ContinueLink({ secondary = false }: { secondary?: boolean }) {
  const role = useSessionStore((state) => state.user?.role);
  const signedIn = role !== undefined;
  const label = signedIn ? 'Go to your dashboard' : secondary ? 'Back to the login page' : 'Log in';
  return (
    <p>
      <Link
        to={signedIn ? dashboardPathFor(role) : '/'}
        className={secondary ? undefined : 'button-link'}
      >
        {label}
      </Link>
    </p>
  );
}
