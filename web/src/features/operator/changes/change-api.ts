import { api } from '../../../lib/api/api';
import type { ChangeDecision, ProfileChangeToReview } from './change-types';

export const fetchProfileChanges = () => api.get('/api/operator/profile-changes');

/** Approves or rejects exactly the version shown (its changeId); 409 if she changed it since. */
export async function decideProfileChange(
  change: ProfileChangeToReview,
  decision: ChangeDecision,
): Promise<void> {
  const params = { nannyId: change.nannyId };
  const { changeId } = change;
  if (decision.kind === 'reject') {
    const body = { changeId, reason: decision.reason };
    await api.post('/api/operator/nannies/{nannyId}/profile-change/reject', { params, body });
  } else {
    const body = { changeId };
    await api.post('/api/operator/nannies/{nannyId}/profile-change/approve', { params, body });
  }
}
