import type { SignUpValues } from './sign-up-validation';

/**
 * What a sign-up form keeps across a page load in the same tab (the Terms link and its "Back to
 * home" are page loads): the role, names, emails and the terms box, never a password. It lives in
 * sessionStorage, so it goes with the tab; a sign-up, a login or a logout clears it.
 */
export type SignUpDraft = Omit<SignUpValues, 'password' | 'confirmPassword'>;

const DRAFT_KEY = 'rbt.sign-up-draft';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A browser that forbids storage (a sandboxed frame, strict privacy settings) keeps no draft.
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Anything not written by saveSignUpDraft (an old shape, a hand edit) is ignored. */
function asDraft(value: unknown): SignUpDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { role, firstName, lastName, email, confirmEmail, acceptTerms } = value as Record<
    string,
    unknown
  >;
  if (role !== 'parent' && role !== 'nanny') return null;
  if (!isString(firstName) || !isString(lastName)) return null;
  if (!isString(email) || !isString(confirmEmail) || typeof acceptTerms !== 'boolean') return null;
  return { role, firstName, lastName, email, confirmEmail, acceptTerms };
}

export function readSignUpDraft(): SignUpDraft | null {
  const saved = storage()?.getItem(DRAFT_KEY);
  if (!saved) return null;
  try {
    return asDraft(JSON.parse(saved));
  } catch {
    return null;
  }
}

/** Null clears it. */
export function saveSignUpDraft(values: SignUpValues | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (values === null) {
      store.removeItem(DRAFT_KEY);
      return;
    }
    const { role, firstName, lastName, email, confirmEmail, acceptTerms } = values;
    const draft: SignUpDraft = { role, firstName, lastName, email, confirmEmail, acceptTerms };
    store.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or forbidden storage only loses the draft.
  }
}
