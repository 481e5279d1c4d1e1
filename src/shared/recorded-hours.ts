// The hours a nanny records after a booking: where they may lie, and when they wait for the
// parent. Rules both the server and the web app apply (STYLE.md "Rules both sides need"); no
// Node imports and no I/O, so web/src imports it as `@shared/recorded-hours`.
//
// Families often ask her to come a little early or to stay while they are held up, so recorded
// hours may start up to 1 hour before the booked start and end up to 2 hours after the booked
// end (on the instants, so a daylight-saving change counts as the wall clock says). Further out
// than that is not this booking's time. Hours that run more than 30 minutes longer than booked
// are paid only once someone has agreed to them: the parent, or an operator who settles them.

import { wallClockOf } from './booking-times.js';

/** How long before the booked start recorded hours may start. */
const EARLY_START_MINUTES = 60;
/** How long after the booked end recorded hours may end. */
const LATE_END_MINUTES = 120;
/** Recorded hours longer than booked by more than this are never confirmed automatically. */
export const UNASKED_EXTRA_MINUTES = 30;

const MINUTE_MS = 60 * 1000;
/** The last time of a day that recorded hours can name (15-minute steps, no "24:00"). */
const LAST_TIME_OF_DAY = '23:45';

export const outsideBookingMessage = (from: string, until: string) =>
  `Please record hours between ${from} and ${until}: from 1 hour before the booked start to 2 hours after the booked end.`;

export const overlapMessage = (from: string, until: string) =>
  `These hours overlap your other booking from ${from} to ${until}. Please record only the time you worked on this booking.`;

/** The parent's Bookings tab, under hours that wait for her. */
export const PARENT_WAIT_MESSAGE =
  'These hours are more than 30 minutes longer than the booking, so they are not confirmed automatically. Please confirm them or dispute them.';
/** The nanny's Bookings tab, under hours that wait for the parent. */
export const NANNY_WAIT_MESSAGE =
  'These hours are more than 30 minutes longer than the booking, so they are not confirmed automatically: they are paid once the parent confirms them, or once our team settles them.';
/** The operators' booking view, for hours that wait for the parent. */
export const OPERATOR_WAIT_MESSAGE =
  'More than 30 minutes longer than booked: never confirmed automatically. The parent confirms or disputes them; once her 48 hours are over, you can settle them.';

interface Instants {
  startsAt: Date;
  endsAt: Date;
}

/** The earliest start and latest end of hours recorded on a booking. */
function recordingBounds(booked: Instants): Instants {
  return {
    startsAt: new Date(booked.startsAt.getTime() - EARLY_START_MINUTES * MINUTE_MS),
    endsAt: new Date(booked.endsAt.getTime() + LATE_END_MINUTES * MINUTE_MS),
  };
}

/**
 * The problem with recorded hours outside the booking's window widened by the tolerance, or
 * null. The message names the window as times on the booked date (a bound on another day
 * reads as the start or the end of that day).
 */
export function outsideBookingProblem(
  booked: Instants & { date: string },
  recorded: Instants,
  zone: string,
): string | null {
  const bounds = recordingBounds(booked);
  if (
    recorded.startsAt.getTime() >= bounds.startsAt.getTime() &&
    recorded.endsAt.getTime() <= bounds.endsAt.getTime()
  ) {
    return null;
  }
  const earliest = wallClockOf(bounds.startsAt, zone);
  const latest = wallClockOf(bounds.endsAt, zone);
  return outsideBookingMessage(
    earliest.date < booked.date ? '00:00' : earliest.time,
    latest.date > booked.date ? LAST_TIME_OF_DAY : latest.time,
  );
}

/**
 * Whether recorded (or settled) minutes wait for the parent or an operator: more than 30
 * minutes longer than the booked ones. Exactly 30 more still confirm themselves.
 */
export const waitsForParent = (bookedMinutes: number, recordedMinutes: number): boolean =>
  recordedMinutes - bookedMinutes > UNASKED_EXTRA_MINUTES;
