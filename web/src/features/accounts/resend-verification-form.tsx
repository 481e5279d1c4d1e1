import { resendVerification } from './accounts-api';
import { EmailLinkForm } from './email-link-form';

/** Asks for a fresh verification link when the one in the email no longer works. */
export function ResendVerificationForm() {
  return (
    <EmailLinkForm
      formName="Get a new verification email"
      fieldLabel="Email"
      fieldName="email"
      request={resendVerification}
      buttonText="Send a new verification email"
    />
  );
}
