import { CARE_PLAN_SECTIONS, GENERAL_NOTES_HEADING, type CarePlan } from '@shared/care-plans';

/** A care plan read whole: each filled section under its heading. */
export function PlanView({ plan, generalNotes }: { plan: CarePlan; generalNotes: string | null }) {
  return (
    <dl className="care-plan">
      {generalNotes !== null && generalNotes !== '' && (
        // Each term in a div of its own, as the sections below: a list mixing both is invalid.
        <div>
          <dt>{GENERAL_NOTES_HEADING}</dt>
          <dd className="booking-item__note">{generalNotes}</dd>
        </div>
      )}
      {CARE_PLAN_SECTIONS.map(({ key, heading }) => {
        const value = plan[key];
        if (value.length === 0) return null;
        return (
          <div key={key}>
            <dt>{heading}</dt>
            <dd className="booking-item__note">
              {key === 'medications' ? (
                <ul>
                  {plan.medications.map((m, i) => (
                    <li key={i}>
                      {m.name}
                      {m.dose !== '' && `, ${m.dose}`}
                      {m.time !== '' && `, at ${m.time}`} —{' '}
                      {m.mayGive ? 'the nanny may give it' : 'the nanny may not give it'}
                    </li>
                  ))}
                </ul>
              ) : key === 'emergencyContacts' ? (
                <ul>
                  {plan.emergencyContacts.map((c, i) => (
                    <li key={i}>
                      {c.name} ({c.relation}): <a href={`tel:${c.phone}`}>{c.phone}</a>
                    </li>
                  ))}
                </ul>
              ) : (
                typeof value === 'string' && value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
