import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { GoogleManagedNote } from './google-managed-note';
import { useSignedInWithGoogle } from './use-signed-in-with-google';

/** Change email and password; a Google account gets the one note instead of two forms. */
export function AccountSettings() {
  const google = useSignedInWithGoogle();
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
    </section>
  );
}
