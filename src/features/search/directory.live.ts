import type { LiveMapper } from '../../infra/live/live-messages.js';
import { bookingFacts } from '../bookings/bookings.reads.js';

/** Events that can change a listed nanny's card, or whether she matches a search. */
const NANNY_EVENTS = new Set([
  'WeeklyAvailabilitySet',
  'SingleDayAvailabilityAdded',
  'SingleDayAvailabilityRemoved',
  'NannyServiceAreaSet',
  'NannyExperienceSet',
  'CprFirstAidVerified',
  'CprFirstAidRejected',
  // "Background check verified {month year}" and the background=1 filter.
  'BackgroundCheckVerified',
  'BackgroundCheckRejected',
  'NannyProfileChangeApproved',
]);
/** A booking that takes her time, or gives it back, changes whether a window search finds her. */
const BOOKING_EVENTS = new Set(['BookingAccepted', 'BookingCancelled']);

/**
 * Parents hear `directory.changed` with her id only, and ask for her card under their own
 * filters (GET /api/directory/nannies/:id): whether she matches depends on each parent's ZIP
 * and search, and nothing of her place travels in the message. Only while she is listed: a
 * change to an unlisted nanny changes no parent's directory (her approval or withdrawal says
 * so itself, in the nannies feature).
 */
export const directoryLiveMapper: LiveMapper = async (event, db) => {
  let nannyId: string | undefined;
  if (NANNY_EVENTS.has(event.type) && event.streamType === 'nanny') {
    nannyId = (event.data as { nannyId: string }).nannyId;
  } else if (BOOKING_EVENTS.has(event.type) && event.streamType === 'booking') {
    const { bookingId } = event.data as { bookingId: string };
    const booking = await db
      .selectFrom(bookingFacts().as('b'))
      .select('nanny_id')
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    nannyId = booking?.nanny_id;
  }
  if (nannyId === undefined) return [];
  const listed = await db
    .selectFrom('nanny_directory')
    .select('nanny_id')
    .where('nanny_id', '=', nannyId)
    .where('listed', '=', true)
    .executeTakeFirst();
  if (!listed) return [];
  return [
    {
      message: { type: 'directory.changed', position: event.position, nannyId },
      to: { roles: ['parent'] },
    },
  ];
};
