import { useId } from 'react';
import { formatDate, formatInstant } from '../../../lib/date-format';
import { DecideForm } from './decide-form';
import { categoryLabels, incidentTitle, outcomeLabels, reporterText } from './incident-messages';
import type { IncidentView } from './incident-types';
import { MoneyButtons, useOperatorEarningsStore } from '../money';

interface IncidentItemProps {
  incident: IncidentView;
  /** Called with the server's message once an open report is decided. */
  onDecided: (message: string) => void;
}

/** One report: its session, who reported it and what, and the decision (or the form for it). */
export function IncidentItem({ incident, onDecided }: IncidentItemProps) {
  const titleId = useId();
  const show = useOperatorEarningsStore((state) => state.show);
  const title = incidentTitle(incident);
  const safety = incident.category === 'safety';
  return (
    <article
      className={
        safety ? 'queue-item incident-item incident-item--safety' : 'queue-item incident-item'
      }
      aria-labelledby={titleId}
    >
      <h4 id={titleId} className="queue-item__name">
        {title}
      </h4>
      <dl className="booking-facts">
        <div className="booking-facts__row">
          <dt>Session</dt>
          <dd>
            {formatDate(incident.date)}, {incident.startTime}–{incident.endTime}
          </dd>
        </div>
        <div className="booking-facts__row">
          <dt>Category</dt>
          <dd>{categoryLabels[incident.category]}</dd>
        </div>
        <div className="booking-facts__row">
          <dt>Reporter</dt>
          <dd>
            {reporterText(incident)}, {formatInstant(incident.reportedAt, 'dateTime', 'reader')}
          </dd>
        </div>
        <div className="booking-facts__row">
          <dt>Description</dt>
          <dd>{incident.description ?? ''}</dd>
        </div>
        {incident.status !== 'open' && (
          <div className="booking-facts__row">
            <dt>Outcome</dt>
            <dd>
              {outcomeLabels[incident.status]}
              {incident.decidedAt !== null &&
                `, ${formatInstant(incident.decidedAt, 'dateTime', 'reader')}`}
            </dd>
          </div>
        )}
        {incident.status !== 'open' && incident.note !== null && incident.note !== '' && (
          <div className="booking-facts__row">
            <dt>Note</dt>
            <dd>{incident.note}</dd>
          </div>
        )}
      </dl>
      <div className="booking-detail__filters">
        <MoneyButtons
          nanny={{ id: incident.nannyId, name: incident.nannyName }}
          parent={{ id: incident.parentId, name: incident.parentName }}
          onShow={(subject) => void show(subject)}
          opensDialog
        />
      </div>
      {incident.status === 'open' && (
        <DecideForm incidentId={incident.id} label={`Decide: ${title}`} onDecided={onDecided} />
      )}
    </article>
  );
}
