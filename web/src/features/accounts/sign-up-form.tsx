import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { TextField } from '../../components/text-field';
import { errorMessageOf } from '../../lib/api-client';
import { signUp } from './accounts-api';
import { AuthMessages } from './auth-messages';
import { useAuthPanelStore } from './auth-panel-store';
import { messages } from './password-rules';
import { RoleChoice } from './role-choice';
import { validateSignUp } from './sign-up-validation';
import { TermsCheckbox } from './terms-checkbox';
import { useBusyAction } from '../../lib/use-busy-action';

export function SignUpForm() {
  const values = useAuthPanelStore((state) => state.values);
  const setValue = useAuthPanelStore((state) => state.setValue);
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
        <TextField
          label="First name"
          name="firstName"
          value={values.firstName}
          onChange={(value) => setValue('firstName', value)}
          autoComplete="given-name"
          required
        />
        <TextField
          label="Last name"
          name="lastName"
          value={values.lastName}
          onChange={(value) => setValue('lastName', value)}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        value={values.email}
        onChange={(value) => setValue('email', value)}
        autoComplete="email"
        required
      />
      <TextField
        label="Confirm email"
        type="email"
        name="confirmEmail"
        value={values.confirmEmail}
        onChange={(value) => setValue('confirmEmail', value)}
        autoComplete="email"
        required
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        value={values.password}
        onChange={(value) => setValue('password', value)}
        autoComplete="new-password"
        required
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirmPassword"
        value={values.confirmPassword}
        onChange={(value) => setValue('confirmPassword', value)}
        autoComplete="new-password"
        required
      />
      <p className="form__hint">Passwords need at least 8 characters.</p>
      <BusyButton busy={busy} busyLabel="Signing up...">
        Sign up
      </BusyButton>
      <AuthMessages />
    </form>
  );
}
