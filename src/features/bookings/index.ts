import type { Feature } from '../../infra/feature.js';
import { bookingEventTypes } from './bookings.events.js';
import { bookingsProjection } from './bookings.projection.js';
import { bookingsRoutes } from './bookings.routes.js';

/** Booking requests from parents to approved nannies (later: accept, decline, cancel). */
export const bookingsFeature: Feature = {
  name: 'bookings',
  events: bookingEventTypes,
  projections: [bookingsProjection],
  routes: bookingsRoutes,
};
