import { requestPasswordReset } from './accounts-api';
import { EmailLinkForm } from './email-link-form';

/** How long the success message stays before the form closes (PRODUCT.md: 3 seconds). */
export const FORGOT_FORM_CLOSE_MS = 3000;

interface ForgotPasswordFormProps {
  initialEmail: string;
  onClose: () => void;
}

export function ForgotPasswordForm({ initialEmail, onClose }: ForgotPasswordFormProps) {
  return (
    <EmailLinkForm
      formName="Reset your password"
      fieldLabel="Email for the reset link"
      fieldName="resetEmail"
      initialEmail={initialEmail}
      request={requestPasswordReset}
      buttonText="Send Reset Link"
      closeAfterSent={{ close: onClose, closeDelayMs: FORGOT_FORM_CLOSE_MS }}
    />
  );
}
