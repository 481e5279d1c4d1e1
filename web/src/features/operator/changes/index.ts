export { ChangesToReview } from './changes-to-review';
export { useProfileChangesStore } from './profile-changes-store';
