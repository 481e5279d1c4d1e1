import { useEffect, useId } from 'react';
import { LiveAlert } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { IncidentItem } from './incident-item';
import { incidentMessages } from './incident-messages';
import type { IncidentView } from './incident-types';
import { useOperatorIncidentsStore } from './incidents-store';
import { useDoneNotice } from '../shared/use-done-notice';

function IncidentList({
  title,
  incidents,
  empty,
  onDecided,
}: {
  title: string;
  incidents: readonly IncidentView[];
  empty: string;
  onDecided: (message: string) => void;
}) {
  return (
    <>
      <h3 className="incidents__subtitle">{title}</h3>
      {incidents.length === 0 ? (
        <p className="queue__empty">{empty}</p>
      ) : (
        <ul className="queue__list" aria-label={title}>
          {incidents.map((incident) => (
            <li key={incident.id}>
              <IncidentItem incident={incident} onDecided={onDecided} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Reports on sessions: the open ones to decide, safety first, and the decided ones. */
export function IncidentsView() {
  const headingId = useId();
  const { heading, notice, onDone: onDecided } = useDoneNotice();
  const load = useOperatorIncidentsStore((state) => state.load);
  const open = useOperatorIncidentsStore((state) => state.open);
  const decided = useOperatorIncidentsStore((state) => state.decided);
  const openFirst = useOperatorIncidentsStore((state) => state.openFirst);

  useEffect(() => {
    void openFirst();
  }, [openFirst]);

  return (
    <section className="card queue incidents" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="queue__title">
        {incidentMessages.title}
      </h2>
      <p className="form__hint incidents__explanation">{incidentMessages.explanation}</p>
      <LiveAlert alert={notice} />
      {(load === 'idle' || load === 'loading') && (
        <p className="loading" role="status">
          {incidentMessages.loading}
        </p>
      )}
      {load === 'failed' && <LoadFailed what="the reports" onRetry={() => void openFirst()} />}
      {load === 'ready' && (
        <>
          <IncidentList
            title={incidentMessages.openTitle}
            incidents={open}
            empty={incidentMessages.noneOpen}
            onDecided={onDecided}
          />
          <IncidentList
            title={incidentMessages.decidedTitle}
            incidents={decided}
            empty={incidentMessages.noneDecided}
            onDecided={onDecided}
          />
        </>
      )}
    </section>
  );
}
