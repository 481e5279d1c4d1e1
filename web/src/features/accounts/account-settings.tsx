import { useSessionStore } from '../../lib/session';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataCopy } from './data-copy';
import { DeleteAccount } from './delete-account';
import { GoogleManagedNote } from './google-managed-note';
import { useSignedInWithGoogle } from './use-signed-in-with-google';
import { WhoLooked } from './who-looked';

/**
 * Change email and password (a Google account gets the one note instead of two forms), a copy
 * of her data, who looked at her information, and deleting her account (docs/privacy.md).
 */
export function AccountSettings() {
  const google = useSignedInWithGoogle();
  // Nobody's documents or considerations are an operator's own: her list would stay empty.
  const operator = useSessionStore((state) => state.user?.role === 'operator');
  return (
    <section className="card account-settings" aria-labelledby="account-settings-heading">
      <h2 id="account-settings-heading">Account settings</h2>
      {google ? (
        <GoogleManagedNote />
      ) : (
        <div className="account-settings__forms">
          <ChangeEmailForm />
          <ChangePasswordForm />
        </div>
      )}
      <div className="account-settings__forms">
        <DataCopy />
        {!operator && <WhoLooked />}
      </div>
      <div className="account-settings__forms">
        <DeleteAccount />
      </div>
    </section>
  );
}
