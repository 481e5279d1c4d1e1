import { beforeEach, describe, expect, it } from 'vitest';
import { showLoggedOut, showSessionEnded, useAuthPanelStore } from './auth-panel-store';
import { emptySignUpValues } from './sign-up-validation';

const store = useAuthPanelStore;

describe('auth panel store', () => {
  beforeEach(() => store.getState().reset());

  it('starts in login mode with empty fields and the parent role', () => {
    const state = store.getState();
    expect(state.mode).toBe('login');
    expect(state.values).toEqual(emptySignUpValues);
    expect([state.error, state.notice, state.needsVerification]).toEqual([null, null, false]);
  });

  it('after a sign-up: the confirmation, login mode and every field cleared', () => {
    const { setMode, setValue } = store.getState();
    setMode('signup');
    setValue('email', 'ada@example.com');
    setValue('password', 'a password');
    setValue('role', 'nanny');
    setValue('acceptTerms', true);
    store.getState().showError('Emails do not match!');

    store.getState().signedUp('A confirmation email has been sent.');
    const state = store.getState();
    expect(state.mode).toBe('login');
    expect(state.values).toEqual(emptySignUpValues);
    expect(state.notice).toBe('A confirmation email has been sent.');
    expect(state.error).toBeNull();
  });

  it('switching modes clears the messages but keeps what was typed', () => {
    store.getState().setValue('email', 'ada@example.com');
    store.getState().showError('Please verify.', { needsVerification: true });
    store.getState().setMode('signup');
    const state = store.getState();
    expect([state.error, state.needsVerification]).toEqual([null, false]);
    expect(state.values.email).toBe('ada@example.com');
  });

  it('keeps the resend offer when the resend itself reports back', () => {
    store.getState().showError('Please verify.', { needsVerification: true });
    store.getState().showNotice('Sent.');
    const state = store.getState();
    expect([state.error, state.notice, state.needsVerification]).toEqual([null, 'Sent.', true]);
  });

  it('logout leaves its message on a cleared login panel', () => {
    store.getState().setMode('signup');
    store.getState().setValue('firstName', 'Ada');
    showLoggedOut();
    const state = store.getState();
    expect(state.mode).toBe('login');
    expect(state.values.firstName).toBe('');
    expect(state.notice).toBe('You have been logged out.');
  });

  it('a session ended elsewhere says so on a clear panel', () => {
    showSessionEnded();
    expect(store.getState().notice).toBe('You have been logged out.');
  });

  it("a session this tab ended keeps the tab's own message, whichever arrives last", () => {
    showLoggedOut('Your account has been deleted.');
    showSessionEnded();
    expect(store.getState().notice).toBe('Your account has been deleted.');

    store.getState().reset();
    showSessionEnded();
    showLoggedOut('Your account has been deleted.');
    expect(store.getState().notice).toBe('Your account has been deleted.');
  });
});
