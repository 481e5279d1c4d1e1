import {
  BASE_RATE_CENTS,
  CLEAN_SESSIONS_FOR_RAISE,
  RAISED_RATE_CENTS,
  dollars,
} from '@shared/pay-rates';
import { incidentCategoryLabels } from '../../../lib/incidents';
import type { IncidentView } from './incident-types';

// The Incidents tab's texts in one place, for the components, their tests and docs/product.md.

/** "$20/hour": whole-dollar rates as the product writes them. */
const perHour = (cents: number) => `${dollars(cents).replace(/\.00$/, '')}/hour`;
const raisedRate = perHour(RAISED_RATE_CENTS);
const baseRate = perHour(BASE_RATE_CENTS);

export const incidentMessages = {
  title: 'Incidents',
  openTitle: 'Reports to decide',
  decidedTitle: 'Decided reports',
  loading: 'Loading reports...',
  noneOpen: 'No reports are waiting for a decision.',
  noneDecided: 'No reports have been decided yet.',
  // What a decision does to her pay, in the words of the rule (docs/product.md, Payments).
  explanation: `Deciding that a report is significant removes its session from the nanny's clean sessions toward ${raisedRate}. Pay already recorded does not change. If her clean sessions fall below ${CLEAN_SESSIONS_FOR_RAISE}, sessions confirmed afterwards are paid ${baseRate} until she has ${CLEAN_SESSIONS_FOR_RAISE} clean sessions again. Not significant leaves her count as it is. Both sides see the outcome and your note, never the other side's description.`,
  decideLegend: 'Decision',
  significant: 'Significant: remove this session from her clean count',
  notSignificant: 'Not significant: her clean count stays as it is',
  noteLabel: 'Note (both sides see it)',
  decideButton: 'Record decision',
  deciding: 'Recording...',
  chooseOutcome: 'Please choose significant or not significant.',
} as const;

/** The same words as the parties' report form. */
export const categoryLabels = incidentCategoryLabels;

export const outcomeLabels = {
  open: 'Waiting for a decision',
  significant: 'Significant',
  not_significant: 'Not significant',
} as const;

/** "Reported by the parent, Paula Parent" / "Reported by the nanny, Bea Baker". */
export function reporterText(incident: IncidentView): string {
  if (incident.reportedBy === 'nanny') return `Reported by the nanny, ${incident.nannyName}`;
  const parent = incident.parentName ?? `Parent ${incident.parentId}`;
  return `Reported by the parent, ${parent}`;
}

/** The report's heading: "Safety: Paula Parent with Bea Baker". */
export const incidentTitle = (incident: IncidentView) =>
  `${categoryLabels[incident.category]}: ${incident.parentName ?? `Parent ${incident.parentId}`} with ${incident.nannyName}`;
