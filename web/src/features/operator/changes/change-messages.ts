import type { ChangeDecision } from './change-types';

/** Changes to review (security item 3): approved nannies' edits of name, bio and photo. */
export const changeMessages = {
  title: 'Changes to review',
  loading: 'Loading changes to review...',
  none: 'No changes are waiting for review.',
  more: 'More changes are waiting. They appear here as you decide these.',
  photoUnchanged: 'Photo unchanged.',
} as const;

/** What the polite alert says once a change is decided. */
export const changeDoneText = (decision: ChangeDecision, fullName: string) =>
  decision.kind === 'approve'
    ? `Approved the changes of ${fullName}. Parents now see them.`
    : `Rejected the changes of ${fullName}. She sees your reason.`;
