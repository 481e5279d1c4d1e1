import { IncidentItem } from './incident-item';
import { incidentMessages } from './incident-messages';
import { useOperatorIncidentsStore } from './incidents-store';
import { DecisionQueueView } from '../shared/decision-queue-view';

/** Reports on sessions: the open ones to decide, safety first, and the decided ones. */
export function IncidentsView() {
  return (
    <DecisionQueueView
      useStore={useOperatorIncidentsStore}
      texts={incidentMessages}
      what="the reports"
      className="incidents"
      keyOf={(incident) => incident.id}
      render={(incident, onDone) => <IncidentItem incident={incident} onDecided={onDone} />}
    />
  );
}
