import { create } from 'zustand';
import { messages } from './password-rules';
import { emptySignUpValues } from './sign-up-validation';
import type { SignUpValues } from './sign-up-validation';

type AuthMode = 'login' | 'signup';

/**
 * The Login / Sign Up panel on the landing page. One store, because the sign-up fields are read
 * by the Google button too, and because logout leaves its message here for the landing page.
 */
export interface AuthPanelState {
  mode: AuthMode;
  /** Login uses `email` and `password` of the same values. */
  values: SignUpValues;
  error: string | null;
  notice: string | null;
  /** The last login was refused for an unverified email: offer to resend the link. */
  needsVerification: boolean;
  setValue: <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => void;
  setMode: (mode: AuthMode) => void;
  showError: (message: string, options?: { needsVerification?: boolean }) => void;
  showNotice: (message: string) => void;
  clearMessages: () => void;
  signedUp: (message: string) => void;
  /** After login or logout: nothing typed survives; logout leaves its message. */
  reset: (notice?: string) => void;
}

const cleared = { error: null, notice: null, needsVerification: false };

export const useAuthPanelStore = create<AuthPanelState>()((set) => ({
  mode: 'login',
  values: emptySignUpValues,
  ...cleared,
  setValue: (key, value) => set((state) => ({ values: { ...state.values, [key]: value } })),
  setMode: (mode) => set({ mode, ...cleared }),
  showError: (message, options) =>
    set({ error: message, notice: null, needsVerification: options?.needsVerification ?? false }),
  showNotice: (message) => set({ notice: message, error: null }),
  clearMessages: () => set(cleared),
  signedUp: (message) =>
    set({ ...cleared, mode: 'login', values: emptySignUpValues, notice: message }),
  reset: (notice) =>
    set({ ...cleared, mode: 'login', values: emptySignUpValues, notice: notice ?? null }),
}));

/** Logout's landing: the panel opens in login mode with the logout message. */
export function showLoggedOut(message: string = messages.loggedOut): void {
  useAuthPanelStore.getState().reset(message);
}

/**
 * A session ended under this page (logout in another tab, a password change): say so, unless
 * this tab's own logout or account deletion has already left its message, which says more. The
 * hub closes the socket of a session this tab ended itself too, and that close can arrive
 * before or after the tab's own message: whichever comes last, the tab's own message stays.
 */
export function showSessionEnded(): void {
  if (useAuthPanelStore.getState().notice === null) showLoggedOut();
}
