import { REPORTABLE_STATUSES, reportWindowEndsAt } from '@shared/incidents';
import type { Booking } from '../bookings';
import { incidentCategoryLabels, incidentMessages } from './incident-messages';
import type { IncidentView } from './incident-view';

type Times = Pick<Booking, 'status' | 'startsAt' | 'endsAt'>;

const wasAccepted = (status: string) => REPORTABLE_STATUSES.includes(status);

/**
 * Whether the form is offered now: a booking that was accepted, from its start until the
 * shared window closes (7 days after its booked end). The server decides again.
 */
export const canReportIssue = (booking: Times, now: number): boolean =>
  wasAccepted(booking.status) &&
  Date.parse(booking.startsAt) <= now &&
  now <= reportWindowEndsAt(new Date(booking.endsAt)).getTime();

/**
 * Whether a booking may carry reports at all: one that was accepted and has started. Reports
 * stay visible after the window closes, since their outcome may come later.
 */
export const mayHaveIssues = (booking: Times, now: number): boolean =>
  wasAccepted(booking.status) && Date.parse(booking.startsAt) <= now;

/** "You", or the other party's name as this viewer may see it. */
export function reporterName(incident: IncidentView): string {
  if (incident.mine) return 'You';
  if (incident.reportedBy === 'nanny') return incident.nannyName;
  return incident.parentName ?? 'The parent';
}

/** "Late arrival"; a category this page does not know is shown as the server names it. */
export const categoryLabel = (category: string): string =>
  (incidentCategoryLabels as Record<string, string>)[category] ?? category.replace(/_/g, ' ');

/** The outcome in words; the operator's note is shown beside it when there is one. */
export function outcomeText(status: string): string {
  if (status === 'significant') return incidentMessages.outcomeSignificant;
  if (status === 'not_significant') return incidentMessages.outcomeNotSignificant;
  return incidentMessages.outcomeOpen;
}

/** One report per person per session: the form goes once she has reported. */
export const hasReported = (incidents: readonly IncidentView[]): boolean =>
  incidents.some((incident) => incident.mine);
