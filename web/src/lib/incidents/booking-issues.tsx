import { useEffect, useState } from 'react';
import { LiveAlert } from '../../components/live-alert';
import { useOpenedForm } from '../../components/use-opened-form';
import type { Booking } from '../bookings';
import { IncidentList } from './incident-list';
import { canReportIssue, hasReported, mayHaveIssues } from './incident-rules';
import { incidentMessages } from './incident-messages';
import { useIncidentsStore } from './incidents-store';
import { ReportIssueForm } from './report-issue-form';
import { SecondaryButton } from '../../components/secondary-button';

interface IssuesProps {
  booking: Booking;
  now: number;
  timeZone: string | null;
}

/**
 * The reports on one booking and the "Report an issue" form, on either party's card. Cards in
 * the report window load their reports at once; older ones on request, so a long list of past
 * sessions does not fetch them all.
 */
export function BookingIssues({ booking, now, timeZone }: IssuesProps) {
  const reportable = canReportIssue(booking, now);
  const [wanted, setWanted] = useState(false);
  const form = useOpenedForm<'report'>();
  const entry = useIncidentsStore((state) => state.byBooking[booking.id]);
  const show = useIncidentsStore((state) => state.show);
  const shown = reportable || wanted;

  useEffect(() => {
    if (shown) void show(booking.id);
  }, [shown, show, booking.id]);

  if (!mayHaveIssues(booking, now)) return null;
  const incidents = entry?.incidents ?? [];
  const canOpen =
    reportable && entry?.load === 'ready' && !hasReported(incidents) && form.open === null;
  return (
    // The session note's "Report an incident" links here.
    <div className="booking-issues" id={`issues-${booking.id}`}>
      {!shown && (
        <SecondaryButton small onClick={() => setWanted(true)}>
          {incidentMessages.showReports}
        </SecondaryButton>
      )}
      {shown && entry?.load === 'failed' && (
        <p className="form__hint" role="alert">
          {incidentMessages.loadFailed}
        </p>
      )}
      {shown && incidents.length > 0 && <IncidentList incidents={incidents} timeZone={timeZone} />}
      {wanted && !reportable && entry?.load === 'ready' && incidents.length === 0 && (
        <p className="form__hint">{incidentMessages.none}</p>
      )}
      {canOpen && (
        <SecondaryButton small onClick={() => form.show('report')}>
          {incidentMessages.open}
        </SecondaryButton>
      )}
      {form.open === 'report' && (
        <ReportIssueForm bookingId={booking.id} onDone={form.done} onClose={form.close} />
      )}
      <LiveAlert alert={form.alert} />
    </div>
  );
}
