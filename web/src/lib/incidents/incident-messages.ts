import type { IncidentCategory } from '@shared/incidents';

// The words of incident reports on both dashboards, in one place for the form, the
// list and their tests. The server's answers carry their own messages.

export const incidentCategoryLabels: Record<IncidentCategory, string> = {
  safety: 'Safety',
  no_show: 'No-show',
  late_arrival: 'Late arrival',
  conduct: 'Conduct',
  other: 'Other',
};

export const incidentMessages = {
  open: 'Report an issue',
  formLabel: 'Report an issue on this session',
  category: 'Category',
  chooseCategory: 'Choose a category',
  description: 'What happened?',
  submit: 'Send report',
  busy: 'Sending...',
  failed: 'Failed to send the report.',
  listLabel: 'Reports on this session',
  showReports: 'Show reports on this session',
  none: 'No reports on this session.',
  loadFailed: 'Could not load the reports on this session.',
  outcomeOpen: 'Waiting for our team to review it.',
  outcomeSignificant: 'Our team judged this issue significant.',
  outcomeNotSignificant: 'Our team reviewed this issue and judged it not significant.',
} as const;
