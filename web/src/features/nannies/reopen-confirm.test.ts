import { describe, expect, it } from 'vitest';
import { reopenWarning } from './reopen-confirm';

describe('the warning before a replacement reopens review', () => {
  it('warns an approved nanny replacing her RBT certificate or photo ID', () => {
    expect(reopenWarning('rbt-certification', true)).toBe(
      "Replacing your RBT certificate sends your profile back for review. Parents won't see you in the directory until an operator approves you again.",
    );
    expect(reopenWarning('photo-id', true)).toMatch(/^Replacing your photo ID sends/);
  });

  it('says nothing for other documents, or while she is not approved', () => {
    expect(reopenWarning('background-check', true)).toBeNull();
    expect(reopenWarning('cpr-first-aid', true)).toBeNull();
    expect(reopenWarning('rbt-certification', false)).toBeNull();
  });
});
