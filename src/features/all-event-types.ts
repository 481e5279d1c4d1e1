import type { EventTypeDefinition } from '../infra/event-store/event-catalog.js';
import { accountEventTypes } from './accounts/accounts.events.js';
import { carePlanEventTypes } from './care-plans/care-plans.events.js';
import { bookingEventTypes } from './bookings/bookings.events.js';
import { reminderSettingsEventTypes } from './bookings/reminder-settings.events.js';
import { incidentEventTypes } from './incidents/incidents.events.js';
import { messageEventTypes } from './messages/messages.events.js';
import { nannyEventTypes } from './nannies/nannies.events.js';
import { parentEventTypes } from './parents/parents.events.js';
import { paymentEventTypes } from './payments/payments.events.js';
import { reviewEventTypes } from './reviews/reviews.events.js';
import { favouriteEventTypes } from './favourites/favourites.events.js';
import { searchEventTypes } from './search/search.events.js';

/**
 * Every event type of the product, in allFeatures' order, without the rest of the features: a
 * worker thread reading the log (log-reader.worker.ts) loads these in a fraction of the time
 * the features' routes and jobs take. all-event-types.test.ts keeps the two lists the same.
 */
export const allEventTypes: EventTypeDefinition[] = [
  ...accountEventTypes,
  ...nannyEventTypes,
  ...parentEventTypes,
  ...carePlanEventTypes,
  ...searchEventTypes,
  ...bookingEventTypes,
  ...reminderSettingsEventTypes,
  ...incidentEventTypes,
  ...messageEventTypes,
  ...paymentEventTypes,
  ...reviewEventTypes,
  ...favouriteEventTypes,
];
