import { IncidentItem } from './incident-item';
import { incidentMessages } from './incident-messages';
import type { IncidentView } from './incident-types';
import { useOperatorIncidentsStore } from './incidents-store';
import { QueueList, QueueSection } from '../shared/queue-section';
import { useDoneNotice } from '../shared/use-done-notice';

/** Reports on sessions: the open ones to decide, safety first, and the decided ones. */
export function IncidentsView() {
  const { heading, notice, onDone: onDecided } = useDoneNotice();
  const load = useOperatorIncidentsStore((state) => state.load);
  const open = useOperatorIncidentsStore((state) => state.open);
  const decided = useOperatorIncidentsStore((state) => state.decided);
  const openFirst = useOperatorIncidentsStore((state) => state.openFirst);
  const list = (title: string, incidents: readonly IncidentView[], empty: string) => (
    <QueueList
      label={title}
      subtitle
      items={incidents}
      empty={empty}
      keyOf={(incident) => incident.id}
      render={(incident) => <IncidentItem incident={incident} onDecided={onDecided} />}
    />
  );
  return (
    <QueueSection
      title={incidentMessages.title}
      className="incidents"
      heading={heading}
      explanation={incidentMessages.explanation}
      notice={notice}
      load={load}
      loading={incidentMessages.loading}
      what="the reports"
      open={openFirst}
    >
      {list(incidentMessages.openTitle, open, incidentMessages.noneOpen)}
      {list(incidentMessages.decidedTitle, decided, incidentMessages.noneDecided)}
    </QueueSection>
  );
}
