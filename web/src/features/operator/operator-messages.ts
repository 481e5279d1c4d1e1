import type { QueueStatus, ReviewAction } from './operator-types';

// The console's texts in one place, for the components and their tests.

export const operatorMessages = {
  reasonMissing: 'Please give a reason for the rejection.',
  loadingQueue: 'Loading the review queue...',
  loadingEvents: 'Loading events...',
  noEvents: 'No events match these filters.',
  noMoreNannies: 'No more nannies on this page.',
  moreDifferences: 'and more differences not shown',
} as const;

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
  }
}
