import type { LiveMapper } from '../../infra/live/live-messages.js';

/** Events that can change a ledger line or a nanny's progress. */
const CHANGES_EARNINGS = new Set(['SessionHoursConfirmed', 'BookingCancelled', 'IncidentDecided']);

/**
 * The nanny, the session's parent and operators refetch when her ledger or progress may have
 * changed. Sent only when the projection recorded something for that booking (a line, or a
 * significant judgment), so an early cancellation tells nobody.
 */
export const earningsLiveMapper: LiveMapper = async (event, db) => {
  if (!CHANGES_EARNINGS.has(event.type)) return [];
  if (event.type === 'IncidentDecided' && !(event.data as { significant: boolean }).significant) {
    return [];
  }
  const { bookingId } = event.data as { bookingId: string };
  const session = await db
    .selectFrom('earnings_sessions as s')
    .select(['s.nanny_id', 's.parent_id'])
    .where('s.booking_id', '=', bookingId)
    // A cancellation changed the ledger only if it wrote a late-cancellation line.
    .$if(event.type === 'BookingCancelled', (query) =>
      query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('ledger_lines as l')
            .select('l.line_id')
            .whereRef('l.booking_id', '=', 's.booking_id')
            .where('l.kind', '=', 'late_cancellation'),
        ),
      ),
    )
    .executeTakeFirst();
  if (!session) return [];
  const { nanny_id: nannyId, parent_id: parentId } = session;
  return [
    {
      message: { type: 'earnings.changed', position: event.position, nannyId, parentId },
      to: { roles: ['operator'], accountIds: [nannyId, parentId] },
    },
  ];
};
