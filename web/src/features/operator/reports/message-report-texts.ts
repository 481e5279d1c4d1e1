import type { MessageReportView, ReportStatus } from '@shared/messages';

// The Reports tab's words in one place, for the components, their tests and docs/product.md.

export const messageReportTexts = {
  title: 'Message reports',
  explanation:
    "Messages a parent or a nanny reported. Read the reported conversation, then dismiss the report, warn the sender by email, or suspend the sender's account (her sessions end and she leaves the directory).",
  loading: 'Loading message reports...',
  openTitle: 'Open reports',
  decidedTitle: 'Decided reports',
  noneOpen: 'No message reports are waiting for a decision.',
  noneDecided: 'No message reports have been decided yet.',
  reason: 'Reason',
  message: 'Message',
  reported: 'Reported',
  outcome: 'Outcome',
  readConversation: 'Read the conversation',
  loadingConversation: 'Loading the conversation...',
  reportedBadge: 'Reported message',
  close: 'Close',
  dismiss: 'Dismiss',
  warn: 'Warn',
  suspend: 'Suspend',
  deciding: 'Saving...',
  decideFailed: 'The decision was not recorded.',
  actionsLabel: (title: string) => `Decide: ${title}`,
  suspendTitle: (name: string) => `Suspend ${name}?`,
  suspendExplained:
    'Her account is suspended: her sessions end at once, she can no longer sign in or send messages, and she leaves the directory.',
  suspendConfirm: 'Yes, suspend',
  cancel: 'Cancel',
} as const;

export const reportStatusLabels: Record<ReportStatus, string> = {
  open: 'Waiting for a decision',
  dismissed: 'Dismissed',
  warned: 'Sender warned',
  suspended: 'Sender suspended',
};

/** "Paula Parent reported Bea Baker" */
export const reportTitle = (report: MessageReportView) =>
  `${report.reporter.name} reported ${report.sender.name}`;
