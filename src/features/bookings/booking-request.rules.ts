import { conflictError, forbiddenError, validationError } from '../../infra/domain/errors.js';
import { assertPlainText } from '../../infra/domain/plain-text.js';
import {
  bookingWindowOf,
  childrenProblem,
  NOTE_MAX_LENGTH,
  NOTE_TOO_LONG_MESSAGE,
  overlaps,
  requestExpiresAt,
  timeOf,
  weekdayOf,
  type MinuteRange,
} from '../../shared/booking-times.js';
import { fitsHours, hoursSeenFrom } from '../../shared/time-zones.js';
import { messageTexts } from '../../shared/messages.js';
import { NOT_YOUR_CHILDREN_MESSAGE } from '../../shared/care-plans.js';
import type { RequestBooking, Window } from './bookings.commands.js';
import type { BookingEvent } from './bookings.events.js';

export const NOT_BOOKABLE_MESSAGE = 'This RBT is not available for booking right now.';

const instants = (w: Window) => ({ startsAt: new Date(w.startsAt), endsAt: new Date(w.endsAt) });

/** Whether a window overlaps any of her accepted bookings. */
export const overlapsAny = (window: Window, accepted: readonly Window[]) =>
  accepted.some((other) => overlaps(instants(window), instants(other)));

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
  });
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const hoursText = (hours: readonly MinuteRange[]) =>
  hours.map((h) => `${timeOf(h.start)}–${timeOf(h.end)}`).join(', ');

/**
 * "Bea is not available at that time on Tuesday, December 1. Her hours that day: 08:00–17:00.",
 * her hours as the family's clock reads them on the family's date.
 */
export function notAvailableMessage(name: string, date: string, hours: readonly MinuteRange[]) {
  const when = `${capitalised(weekdayOf(date))}, ${longDate(date)}`;
  const first = name.split(' ')[0] || name;
  return hours.length === 0
    ? `${first} is not available on ${when}. Please choose another day.`
    : `${first} is not available at that time on ${when}. Her hours that day: ${hoursText(hours)}.`;
}

export const alreadyBookedMessage = (name: string) =>
  `${name.split(' ')[0] || name} already has a booking at that time. Please choose another time.`;

/** A parent's request: checked field by field as the form reads, then against her calendar. */
/** The only thing a blocked person is told (docs/product.md, Messages: Block). */
const CANNOT_CONTACT_MESSAGE = messageTexts.cannotContact;

export function decideRequest(command: RequestBooking): BookingEvent[] {
  // A blocked pair: the parent learns nothing beyond this.
  if (command.blocked) throw forbiddenError(CANNOT_CONTACT_MESSAGE);
  const now = new Date(command.at);
  const window = bookingWindowOf(command, command.timeZone, now);
  if (!window.ok) throw validationError(window.problem);
  const children = childrenProblem(command.children);
  if (children) throw validationError(children);
  if (command.note.length > NOTE_MAX_LENGTH) throw validationError(NOTE_TOO_LONG_MESSAGE);
  const childIds = command.childIds ?? [];
  const family = new Set(command.familyChildIds ?? []);
  if (new Set(childIds).size !== childIds.length || childIds.some((id) => !family.has(id))) {
    throw validationError(NOT_YOUR_CHILDREN_MESSAGE);
  }
  assertPlainText([['Note', command.note, 'text']]);
  const nanny = command.nanny;
  if (!nanny?.bookable) throw conflictError(NOT_BOOKABLE_MESSAGE);
  // Her hours are hers, on her clock; the request's are the family's: decided on the instants.
  const hoursOn = (date: string) => command.hours[date] ?? [];
  if (!fitsHours(window.value, command.nannyZone, hoursOn)) {
    const seen = hoursSeenFrom(command.date, command.timeZone, command.nannyZone, hoursOn);
    throw conflictError(notAvailableMessage(nanny.fullName, command.date, seen));
  }
  const startsAt = window.value.startsAt.toISOString();
  const endsAt = window.value.endsAt.toISOString();
  if (overlapsAny({ startsAt, endsAt }, command.accepted)) {
    throw conflictError(alreadyBookedMessage(nanny.fullName));
  }
  return [
    {
      type: 'BookingRequested',
      data: {
        bookingId: command.bookingId,
        nannyId: command.nannyId,
        nannyName: nanny.fullName,
        parentId: command.parentId,
        parentName: command.parentName,
        date: command.date,
        startTime: command.startTime,
        endTime: command.endTime,
        startsAt,
        endsAt,
        timeZone: command.timeZone,
        children: command.children,
        note: command.note,
        createdAt: command.at,
        expiresAt: requestExpiresAt(now, window.value.startsAt).toISOString(),
        ...(childIds.length > 0 ? { childIds } : {}),
        ...(command.seriesId !== undefined && { seriesId: command.seriesId }),
      },
    },
  ];
}
