import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSignUpDraft, saveSignUpDraft } from './sign-up-draft';
import { emptySignUpValues, type SignUpValues } from './sign-up-validation';

/** sessionStorage as a browser has it, over a Map the test can read. */
function memoryStorage(saved = new Map<string, string>()): Storage {
  return {
    get length() {
      return saved.size;
    },
    clear: () => saved.clear(),
    getItem: (key) => saved.get(key) ?? null,
    key: (index) => [...saved.keys()][index] ?? null,
    removeItem: (key) => void saved.delete(key),
    setItem: (key, value) => void saved.set(key, String(value)),
  };
}

const typed: SignUpValues = {
  role: 'nanny',
  firstName: 'Gina',
  lastName: 'Gale',
  email: 'gina@example.com',
  confirmEmail: 'gina@example.com',
  password: 'a long secret',
  confirmPassword: 'a long secret',
  acceptTerms: true,
};

describe('sign-up draft', () => {
  let saved: Map<string, string>;
  beforeEach(() => {
    saved = new Map();
    vi.stubGlobal('sessionStorage', memoryStorage(saved));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what was typed but never a password', () => {
    saveSignUpDraft(typed);
    expect([...saved.values()].join()).not.toContain('a long secret');
    expect(readSignUpDraft()).toEqual({
      role: 'nanny',
      firstName: 'Gina',
      lastName: 'Gale',
      email: 'gina@example.com',
      confirmEmail: 'gina@example.com',
      acceptTerms: true,
    });
  });

  it('is gone once cleared', () => {
    saveSignUpDraft(typed);
    saveSignUpDraft(null);
    expect(saved.size).toBe(0);
    expect(readSignUpDraft()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ ...emptySignUpValues, role: 'operator' })],
    ['a missing field', JSON.stringify({ role: 'parent', firstName: 'A' })],
    ['a number for a name', JSON.stringify({ ...emptySignUpValues, firstName: 7 })],
    ['null', 'null'],
  ])('ignores %s', (_, text) => {
    saved.set('rbt.sign-up-draft', text);
    expect(readSignUpDraft()).toBeNull();
  });

  it('keeps nothing, and throws nothing, where storage is missing or refuses', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => saveSignUpDraft(typed)).not.toThrow();
    expect(readSignUpDraft()).toBeNull();
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('sessionStorage', full);
    expect(() => saveSignUpDraft(typed)).not.toThrow();
  });
});

describe('the sign-in panel and its draft', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  const freshPanel = async () => (await import('./auth-panel-store')).useAuthPanelStore;

  it('opens a sign-up begun before a page load where it was, passwords empty', async () => {
    const before = await freshPanel();
    before.getState().setMode('signup');
    for (const [key, value] of Object.entries(typed)) {
      before.getState().setValue(key as keyof SignUpValues, value as never);
    }
    vi.resetModules();
    const after = (await freshPanel()).getState();
    expect(after.mode).toBe('signup');
    expect(after.values).toEqual({ ...typed, password: '', confirmPassword: '' });
  });

  it.each([
    [
      'a sign-up',
      (panel: Awaited<ReturnType<typeof freshPanel>>) => panel.getState().signedUp('Sent.'),
    ],
    [
      'a login or logout',
      (panel: Awaited<ReturnType<typeof freshPanel>>) => panel.getState().reset(),
    ],
    [
      'going back to login',
      (panel: Awaited<ReturnType<typeof freshPanel>>) => panel.getState().setMode('login'),
    ],
  ])('forgets it after %s', async (_, leave) => {
    const before = await freshPanel();
    before.getState().setMode('signup');
    before.getState().setValue('firstName', 'Gina');
    leave(before);
    vi.resetModules();
    const after = (await freshPanel()).getState();
    expect(after.mode).toBe('login');
    expect(after.values).toEqual(emptySignUpValues);
  });
});
