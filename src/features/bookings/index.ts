import type { Feature } from '../../infra/feature.js';
import { bookingsDeadlinesJob } from './bookings-deadlines.job.js';
import { cancelErasedAccountBookings } from './bookings-erasure.handlers.js';
import { bookingEventTypes } from './bookings.events.js';
import { bookingsLiveMapper, carePlanChangesLiveMapper } from './bookings.live.js';
import { reminderSettingsEventTypes } from './reminder-settings.events.js';
import { reminderSettingsRoutes } from './reminder-settings.routes.js';
import { bookingMailJob, bookingMailReaction } from './bookings.mail.js';
import { bookingsProjection } from './bookings.projection.js';
import { bookingsRoutes } from './bookings.routes.js';
import { nannyBookingsRoutes } from './nanny-bookings.routes.js';
import { operatorBookingsRoutes } from './operator-bookings.routes.js';
import { credentialHoldsRoutes } from './credential-holds.routes.js';
import { credentialHoldMailJob, credentialHoldMailReaction } from './credential-holds.mail.js';
import { bookingCarePlansRoutes } from './booking-care-plans.routes.js';
import { bookingDraftsRoutes } from './booking-drafts.routes.js';
import { bookingSeriesRoutes } from './booking-series.routes.js';
export { bookingsExportPart } from './bookings-export.js';
export { bookingDraftsExportPart } from './booking-drafts.js';

/* What other features may use of bookings: the reasons erasure writes, and the rules and reads of
   her taken hours the directory's tests compare against. */
export { ERASED_REASON } from './bookings-erasure.handlers.js';
export { overlapsAny } from './booking-request.rules.js';
export { acceptedWindows, hasFamilyVisibleBooking, hoursOn } from './bookings.queries.js';

/** Bookings from request to confirmed session: parents, nannies and operators. */
export const bookingsFeature: Feature = {
  name: 'bookings',
  events: [...bookingEventTypes, ...reminderSettingsEventTypes],
  projections: [bookingsProjection],
  reactions: [bookingMailReaction, cancelErasedAccountBookings, credentialHoldMailReaction],
  live: [bookingsLiveMapper, carePlanChangesLiveMapper],
  jobs: (deps) => [bookingMailJob(deps), bookingsDeadlinesJob(deps), credentialHoldMailJob(deps)],
  routes: async (app, deps) => {
    await app.register(bookingsRoutes, deps);
    await app.register(nannyBookingsRoutes, deps);
    await app.register(operatorBookingsRoutes, deps);
    await app.register(credentialHoldsRoutes, deps);
    await app.register(bookingCarePlansRoutes, deps);
    await app.register(reminderSettingsRoutes, deps);
    await app.register(bookingDraftsRoutes, deps);
    await app.register(bookingSeriesRoutes, deps);
  },
};
