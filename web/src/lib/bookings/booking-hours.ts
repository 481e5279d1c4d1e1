import { waitsForParent } from '@shared/recorded-hours';
import type { Booking } from './booking-view';

/**
 * Recorded hours more than 30 minutes longer than booked, still waiting for the parent: they
 * are never confirmed automatically (the shared rule), so no page says they will be.
 */
export const hoursWaitForParent = (booking: Pick<Booking, 'status' | 'minutes' | 'actual'>) =>
  booking.status === 'completed' &&
  booking.actual !== null &&
  waitsForParent(booking.minutes, booking.actual.minutes);
