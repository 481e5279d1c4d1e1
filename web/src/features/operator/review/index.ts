export { ReviewQueue } from './review-queue';
export { useOperatorStore } from './review-store';
