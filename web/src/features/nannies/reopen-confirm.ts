import type { DocumentKind } from './nanny-types';

// An approved nanny who replaces her RBT certificate or photo ID goes back to review
// (docs/product.md, Nanny portal / documents). She is told before the upload starts.

const REOPENING_NOUN: Partial<Record<DocumentKind, string>> = {
  'rbt-certification': 'RBT certificate',
  'photo-id': 'photo ID',
};

export const REOPEN_CONFIRM_LABEL = 'Replace and send for review';
export const REOPEN_CANCEL_LABEL = 'Keep my current one';

/** What she reads before replacing a document that reopens her review; null when none does. */
export function reopenWarning(kind: DocumentKind, approved: boolean): string | null {
  const noun = REOPENING_NOUN[kind];
  if (!approved || noun === undefined) return null;
  return (
    `Replacing your ${noun} sends your profile back for review. ` +
    "Parents won't see you in the directory until an operator approves you again."
  );
}
