import type { Booking } from './booking-view';

/** The list with one booking replaced by its newer state (the same list when it is absent). */
export function withBookingReplaced<T extends Pick<Booking, 'id'>>(list: T[], booking: T): T[] {
  const index = list.findIndex((item) => item.id === booking.id);
  if (index === -1) return list;
  return list.map((item, i) => (i === index ? booking : item));
}
