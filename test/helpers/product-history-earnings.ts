import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import type { HistoryAppend } from './product-history.js';

/**
 * The pay rule: sixteen more sessions in April, confirmed one a day, so her clean count crosses 15
 * (with the disputed one of March); the parent's report on the disputed session is judged
 * significant (it drops out of the clean count after the raise), the nanny's on an April one not.
 */
export function earningsHistories(
  booking: (date: string, start: number, rest: (bookingId: string) => NewEvent[]) => HistoryAppend,
  accepted: (bookingId: string) => NewEvent,
  disputed: { bookingId: string },
  who: { nanny: string; parent: string; operator: string },
): HistoryAppend[] {
  const day = (n: number) => `2026-04-${String(n).padStart(2, '0')}`;
  const sessions = Array.from({ length: 16 }, (_, i) =>
    booking(day(i + 1), 9, (bookingId) => [
      accepted(bookingId),
      {
        type: 'SessionCompleted',
        data: {
          bookingId,
          startTime: '09:00',
          endTime: '12:00',
          startsAt: `${day(i + 1)}T09:00:00.000Z`,
          endsAt: `${day(i + 1)}T12:00:00.000Z`,
          minutes: 180,
          completedAt: `${day(i + 1)}T12:30:00.000Z`,
          confirmBy: `${day(i + 3)}T12:30:00.000Z`,
        },
      },
      {
        type: 'SessionHoursConfirmed',
        data: {
          bookingId,
          minutes: 180,
          confirmedBy: i % 2 === 0 ? 'parent' : 'automatic',
          confirmedAt: `${day(i + 1)}T18:00:00.000Z`,
        },
      },
    ]),
  );
  const aprilBooking = sessions[2]![1][0]!.data as { bookingId: string };
  const incident = (
    incidentId: string,
    bookingId: string,
    by: 'parent' | 'nanny',
    significant: boolean,
    reportedAt: string,
    decidedAt: string,
  ): HistoryAppend => [
    { id: `incident-${incidentId}`, type: 'incident' },
    [
      {
        type: 'IncidentReported',
        data: {
          incidentId,
          bookingId,
          nannyId: who.nanny,
          parentId: who.parent,
          reportedBy: by,
          reporterId: by === 'parent' ? who.parent : who.nanny,
          category: by === 'parent' ? 'late_arrival' : 'conduct',
          description: by === 'parent' ? 'Late by 40 minutes.' : 'Raised voice at me.',
          reportedAt,
        },
      },
      {
        type: 'IncidentDecided',
        data: {
          incidentId,
          bookingId,
          significant,
          note: significant ? 'Confirmed by both.' : '',
          operatorId: who.operator,
          decidedAt,
        },
      },
    ],
  ];
  return [
    ...sessions,
    incident(
      randomUUID().replaceAll('-', ''),
      disputed.bookingId,
      'parent',
      true,
      '2026-03-11T09:00:00.000Z',
      '2026-04-20T09:00:00.000Z',
    ),
    incident(
      randomUUID().replaceAll('-', ''),
      aprilBooking.bookingId,
      'nanny',
      false,
      '2026-04-04T09:00:00.000Z',
      '2026-04-05T09:00:00.000Z',
    ),
  ];
}
