import { formatInstant } from '../date-format';
import { categoryLabel, outcomeText, reporterName } from './incident-rules';
import { incidentMessages } from './incident-messages';
import type { IncidentView } from './incident-view';

const tones: Record<string, string> = {
  open: 'warning',
  significant: 'danger',
  not_significant: 'neutral',
};
const badges: Record<string, string> = {
  open: 'Under review',
  significant: 'Significant',
  not_significant: 'Not significant',
};

/** Who reported what and when, and what our team decided (with its note to the parties). */
export function IncidentList(props: { incidents: IncidentView[]; timeZone: string | null }) {
  return (
    <ul className="issue-list" aria-label={incidentMessages.listLabel}>
      {props.incidents.map((incident) => (
        <li key={incident.id} className="issue-list__item">
          <p className="issue-list__head">
            <span>
              {reporterName(incident)} reported: {categoryLabel(incident.category)},{' '}
              {formatInstant(incident.reportedAt, 'weekdayTime', props.timeZone ?? 'reader')}
            </span>
            <span className={`badge badge--${tones[incident.status] ?? 'neutral'}`}>
              {badges[incident.status] ?? categoryLabel(incident.status)}
            </span>
          </p>
          {incident.description !== null && (
            <p className="issue-list__text">{incident.description}</p>
          )}
          <p className="issue-list__outcome">{outcomeText(incident.status)}</p>
          {incident.note !== null && incident.note !== '' && (
            <p className="issue-list__text">Note from our team: {incident.note}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
