import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { errorMessageOf } from '../../lib/api-client';
import { signUp } from './accounts-api';
import { AuthMessages } from './auth-messages';
import { useAuthPanelStore } from './auth-panel-store';
import { PanelField } from './panel-field';
import { messages } from './password-rules';
import { RoleChoice } from './role-choice';
import { validateSignUp } from './sign-up-validation';
import { TermsCheckbox } from './terms-checkbox';
import { useBusyAction } from '../../lib/use-busy-action';

export function SignUpForm() {
  const values = useAuthPanelStore((state) => state.values);
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const panel = useAuthPanelStore.getState();
    const problem = validateSignUp(values);
    if (problem !== null) {
      panel.showError(problem);
      return;
    }
    void run(async () => {
      panel.clearMessages();
      try {
        const message = await signUp({
          ...values,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          confirmEmail: values.confirmEmail.trim(),
        });
        panel.signedUp(message || messages.signUpConfirmation);
      } catch (error) {
        panel.showError(errorMessageOf(error));
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Sign up">
      <TermsCheckbox />
      <RoleChoice />
      <div className="form__row">
        <PanelField name="firstName" label="First name" autoComplete="given-name" />
        <PanelField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <PanelField name="email" label="Email" type="email" autoComplete="email" />
      <PanelField name="confirmEmail" label="Confirm email" type="email" autoComplete="email" />
      <PanelField name="password" label="Password" type="password" autoComplete="new-password" />
      <PanelField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
      <p className="form__hint">Passwords need at least 8 characters.</p>
      <BusyButton busy={busy} busyLabel="Signing up...">
        Sign up
      </BusyButton>
      <AuthMessages />
    </form>
  );
}
