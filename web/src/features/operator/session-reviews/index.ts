export { SessionReviewsView } from './session-reviews-view';
export { useSessionReviewsStore } from './session-reviews-store';
