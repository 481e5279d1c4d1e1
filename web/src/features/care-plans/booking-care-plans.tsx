import { useCallback, useEffect, useState } from 'react';
import { ACKNOWLEDGE_LABEL } from '@shared/care-plans';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { formatInstant } from '../../lib/date-format';
import { acknowledgePlans, fetchBookingPlans, type BookingPlans } from './care-plans-api';
import { usePlanChangesStore } from './plan-changes-store';
import { PlanView } from './plan-view';

interface BookingCarePlansProps {
  booking: {
    id: string;
    status: string;
    startsAt: string;
    childIds: string[];
    carePlanAcknowledgedAt: string | null;
  };
  role: 'parent' | 'nanny';
  now: number;
}

type Acknowledgement = NonNullable<BookingPlans['acknowledgement']>;

/** The parent's line: whether the nanny read the plans as they are now. */
function acknowledgementText(ack: Acknowledgement): string {
  if (ack.acknowledgedAt === null) return 'The nanny has not yet read the care plan.';
  if (!ack.current) return 'The care plan changed since the nanny read it.';
  return `Care plan read by the nanny on ${formatInstant(ack.acknowledgedAt, 'weekdayTime', 'reader')}.`;
}

/** What changed since she read it: "Sam: Allergies, Medications". */
const changeLines = (ack: Acknowledgement) =>
  ack.changes.map((change) => `${change.name}: ${change.headings.join(', ')}`);

/** The booked children's care plans, as far as the reader may see them, and the nanny's tick. */
export function BookingCarePlans({ booking, role, now }: BookingCarePlansProps) {
  const [plans, setPlans] = useState<BookingPlans | null>(null);
  const { busy, alert, send } = useFormSubmit();
  const { id, status, carePlanAcknowledgedAt } = booking;
  const named = booking.childIds.length > 0;
  const load = useCallback(async () => {
    // A booking that names no child (older ones, families without children recorded) has none.
    if (!named) return;
    try {
      setPlans(await fetchBookingPlans(id));
    } catch {
      setPlans(null);
    }
  }, [id, named]);
  // Fetched again when the booking changes (accepted, acknowledged) or the family changes a
  // plan: live for both.
  const revision = usePlanChangesStore((state) => state.revisions[id] ?? 0);
  useEffect(() => {
    void load();
  }, [load, status, carePlanAcknowledgedAt, revision]);
  if (booking.childIds.length === 0 || plans === null) return null;

  const ack = plans.acknowledgement;
  const canAcknowledge =
    role === 'nanny' &&
    status === 'accepted' &&
    now < Date.parse(booking.startsAt) &&
    ack !== null &&
    !ack.current;
  const acknowledge = () =>
    void send(async () => {
      const versions = plans.children.map((child) => ({
        childId: child.id,
        version: child.version ?? 0,
      }));
      const answer = await acknowledgePlans(id, versions);
      setPlans(answer);
      return answer.message;
    });

  return (
    <section className="booking-care-plans" aria-label="Care plans">
      <h4>Care plans</h4>
      {plans.access === 'outline' ? (
        <>
          <ul>
            {plans.children.map((child) => (
              <li key={child.id}>
                Age {child.age}: {child.headings.join(', ')}
              </li>
            ))}
          </ul>
          <p className="form__hint">You will see the whole care plan once you accept.</p>
        </>
      ) : (
        plans.children.map((child) => (
          <div key={child.id} className="booking-care-plans__child">
            <h5>
              {child.name}, {child.age}
            </h5>
            {child.plan !== null && (
              <PlanView plan={child.plan} generalNotes={child.generalNotes} />
            )}
          </div>
        ))
      )}
      {role === 'parent' && ack !== null && <p>{acknowledgementText(ack)}</p>}
      {role === 'nanny' && ack !== null && ack.current && ack.acknowledgedAt !== null && (
        <p>You have read the care plan.</p>
      )}
      {canAcknowledge && ack.changes.length > 0 && (
        <div role="status">
          <p>The care plan changed since you read it:</p>
          <ul>
            {changeLines(ack).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {canAcknowledge && (
        <div className="check">
          <input
            id={`ack-${id}`}
            type="checkbox"
            className="check__input"
            checked={false}
            disabled={busy}
            onChange={acknowledge}
          />
          <label htmlFor={`ack-${id}`} className="check__label">
            {ACKNOWLEDGE_LABEL}
          </label>
        </div>
      )}
      <LiveAlert alert={alert} />
    </section>
  );
}
