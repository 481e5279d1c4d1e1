import { formatDate } from '../../../lib/date-format';
import type { QueueStatus, ReviewAction } from './review-types';

// The review queue's texts in one place, for the components and their tests.

export const reviewMessages = {
  loadingQueue: 'Loading the review queue...',
  noMoreNannies: 'No more nannies on this page.',
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
    case 'verify-cpr-first-aid':
      return `Verified the CPR / First Aid card of ${fullName}, valid until ${formatDate(action.validUntil)}.`;
    case 'reject-cpr-first-aid':
      return `Rejected the CPR / First Aid card of ${fullName}.`;
  }
}
