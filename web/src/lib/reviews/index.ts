export { useReviewsStore } from './reviews-store';
export { SessionReviewsPanel } from './session-reviews';
export { RatingSummary, NannyReviewList } from './nanny-reviews';
