import type { Feature } from '../infra/feature.js';
import { createAccountsFeature } from './accounts/index.js';
import { createAuditFeature } from './audit/index.js';
import { carePlansFeature } from './care-plans/index.js';
import { bookingsFeature } from './bookings/index.js';
import { documentsFeature } from './documents/index.js';
import { earningsFeature } from './earnings/index.js';
import { incidentsFeature } from './incidents/index.js';
import { messagesFeature } from './messages/index.js';
import { nanniesFeature } from './nannies/index.js';
import { operationsFeature } from './operations/index.js';
import { parentsFeature } from './parents/index.js';
import { paymentsFeature } from './payments/index.js';
import { privacyFeature } from './privacy/index.js';
import { reviewsFeature } from './reviews/index.js';
import { favouritesFeature } from './favourites/index.js';
import { searchFeature } from './search/index.js';

/** Every part of the product, in the order their routes and jobs are registered. */
export const allFeatures: Feature[] = [
  createAccountsFeature(),
  nanniesFeature,
  parentsFeature,
  carePlansFeature,
  searchFeature,
  bookingsFeature,
  incidentsFeature,
  messagesFeature,
  earningsFeature,
  paymentsFeature,
  reviewsFeature,
  favouritesFeature,
  createAuditFeature(() => allFeatures),
  operationsFeature,
  documentsFeature,
  privacyFeature,
];
