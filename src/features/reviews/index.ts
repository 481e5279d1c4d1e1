import type { Feature } from '../../infra/feature.js';
import { reviewEventTypes } from './reviews.events.js';
import { reviewsLiveMapper } from './reviews.live.js';
import { reviewsProjection } from './reviews.projection.js';
import { reviewsRoutes } from './reviews.routes.js';
import { reviewRevealJob } from './review-reveal.job.js';
export { reviewsExportPart } from './reviews-export.js';

/** Reviews after a session: double-blind, shown to families from 3 on, moderated by operators. */
export const reviewsFeature: Feature = {
  name: 'reviews',
  events: reviewEventTypes,
  projections: [reviewsProjection],
  live: [reviewsLiveMapper],
  routes: reviewsRoutes,
  jobs: (deps) => [reviewRevealJob(deps)],
};
