import { formatDate } from '../../lib/date-format';
import type { ChangeDecision, QueueStatus, ReviewAction } from './operator-types';

// The console's texts in one place, for the components and their tests.

export const operatorMessages = {
  reasonMissing: 'Please give a reason for the rejection.',
  loadingQueue: 'Loading the review queue...',
  loadingEvents: 'Loading events...',
  noEvents: 'No events match these filters.',
  noMoreNannies: 'No more nannies on this page.',
  moreDifferences: 'and more differences not shown',
} as const;

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

export const emptyQueueText: Record<QueueStatus, string> = {
  pending: 'No nannies are waiting for review.',
  approved: 'No nannies are approved yet.',
  rejected: 'No nannies have been rejected.',
};

export const queueStatusLabels: Record<QueueStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** What the polite alert says once the server has taken the decision. */
export function actionDoneText(action: ReviewAction, fullName: string): string {
  switch (action.kind) {
    case 'approve':
      return `Approved ${fullName}.`;
    case 'reject':
      return `Rejected ${fullName}.`;
    case 'withdraw':
      return `Withdrew the approval of ${fullName}.`;
    case 'verify-background-check':
      return `Verified the background check of ${fullName}.`;
    case 'reject-background-check':
      return `Rejected the background check of ${fullName}.`;
    case 'verify-cpr-first-aid':
      return `Verified the CPR / First Aid card of ${fullName}, valid until ${formatDate(action.validUntil)}.`;
    case 'reject-cpr-first-aid':
      return `Rejected the CPR / First Aid card of ${fullName}.`;
  }
}
