import { conflictError, notFoundError } from '../../infra/domain/errors.js';
import {
  ACKNOWLEDGE_AFTER_START_MESSAGE,
  acknowledgementIsCurrent,
  PLAN_CHANGED_WHILE_READING_MESSAGE,
} from '../../shared/care-plans.js';
import type { BookingCommand } from './bookings.commands.js';
import type { BookingEvent } from './bookings.events.js';
import { BOOKING_NOT_FOUND_MESSAGE, requireStatus, type BookingState } from './bookings.state.js';

type Acknowledge = Extract<BookingCommand, { type: 'AcknowledgeCarePlan' }>;

/**
 * "I have read the care plan", from her acceptance until the start: the versions she read must
 * be the plans as they are now (a plan changed while she read it asks her to read it again).
 */
export function decideAcknowledge(command: Acknowledge, state: BookingState): BookingEvent[] {
  if (state.status !== 'none' && state.nannyId !== command.nannyId) {
    throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
  }
  requireStatus(state, 'accepted');
  if (Date.parse(command.at) >= state.startsAt) {
    throw conflictError(ACKNOWLEDGE_AFTER_START_MESSAGE);
  }
  const sameAsNow =
    Object.keys(command.read).length === Object.keys(command.current).length &&
    acknowledgementIsCurrent(command.read, command.current);
  if (!sameAsNow) throw conflictError(PLAN_CHANGED_WHILE_READING_MESSAGE);
  const versions = Object.entries(command.current).map(([childId, version]) => ({
    childId,
    version,
  }));
  return [
    {
      type: 'CarePlanAcknowledged',
      data: {
        bookingId: command.bookingId,
        nannyId: command.nannyId,
        versions,
        acknowledgedAt: command.at,
      },
    },
  ];
}
