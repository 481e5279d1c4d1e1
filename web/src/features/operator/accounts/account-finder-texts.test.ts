import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../../lib/date-format';
import { mayErase, roleLabel, type FoundAccount } from './account-finder-texts';
import { eraseAccountTexts } from './erase-account';

const account: FoundAccount = {
  id: 'a1',
  role: 'parent',
  fullName: 'Paula Parent',
  email: 'paula@example.com',
  createdAt: '2026-03-04T12:00:00.000Z',
  suspended: false,
};

describe('the Accounts tab texts', () => {
  it("names the erase button after the account's role", () => {
    expect(eraseAccountTexts.button('parent')).toBe("Erase the parent's account");
    expect(eraseAccountTexts.button('nanny')).toBe("Erase the nanny's account");
    expect(eraseAccountTexts.button('operator')).toBe("Erase the operator's account");
  });

  it('shows the role capitalised', () => {
    expect(roleLabel('nanny')).toBe('Nanny');
    expect(roleLabel('operator')).toBe('Operator');
  });

  it('shows the day she joined in words, and a value that is no date as it is', () => {
    expect(formatInstant(account.createdAt, 'longDate', 'reader')).toBe('March 4, 2026');
    expect(formatInstant('soon', 'longDate', 'reader')).toBe('soon');
  });

  it("never offers the operator her own account's erasure", () => {
    expect(mayErase(account, 'a1')).toBe(false);
    expect(mayErase(account, 'op-9')).toBe(true);
    expect(mayErase(account, undefined)).toBe(true);
  });
});
