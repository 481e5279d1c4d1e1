import type { Booking } from './booking-view';

/** Where a booking stands in its weekly series, as both dashboards group it. */
export interface SeriesPlace {
  seriesId: string;
  /** 1-based, in date order. */
  position: number;
  count: number;
  /** The series' dates still open to the series action (waiting, or not yet started). */
  open: Booking[];
  /** The first open date: the series actions are shown on it only, once. */
  lead: boolean;
}

/** "Weekly series: date 2 of 6" facts, or null for a booking asked for alone. */
export function seriesPlace(
  booking: Booking,
  all: readonly Booking[],
  isOpen: (b: Booking) => boolean,
): SeriesPlace | null {
  const { seriesId } = booking;
  if (seriesId === null) return null;
  const dates = all
    .filter((b) => b.seriesId === seriesId)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const open = dates.filter(isOpen);
  return {
    seriesId,
    position: dates.findIndex((b) => b.id === booking.id) + 1,
    count: dates.length,
    open,
    lead: open[0]?.id === booking.id,
  };
}

export const seriesText = (place: SeriesPlace) =>
  `Weekly series: date ${place.position} of ${place.count}`;
