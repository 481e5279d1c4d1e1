import { apiClient } from '../../lib/api-client';
import { eventsPath, streamPath } from './event-query';
import type {
  ChangeDecision,
  ChangesToReviewList,
  EventFilters,
  EventPage,
  LogEvent,
  OperatorNanny,
  ProfileChangeToReview,
  QueuePage,
  QueueStatus,
  ReplayReport,
  ReviewAction,
} from './operator-types';
import { queuePath } from './queue-rules';

export const fetchQueuePage = (status: QueueStatus, cursor: string | null) =>
  apiClient.get<QueuePage>(queuePath(status, cursor));

const actionPaths: Record<ReviewAction['kind'], string> = {
  approve: 'approve',
  reject: 'reject',
  withdraw: 'withdraw',
  'verify-background-check': 'background-check/verify',
  'reject-background-check': 'background-check/reject',
  'verify-cpr-first-aid': 'cpr-first-aid/verify',
  'reject-cpr-first-aid': 'cpr-first-aid/reject',
};

/** The body of a decision: the reason of a rejection, the end date of a verified card. */
function bodyOf(action: ReviewAction): object {
  if ('reason' in action) return { reason: action.reason };
  if ('validUntil' in action) return { validUntil: action.validUntil };
  return {};
}

/** Sends one decision; the server answers with the nanny's new review data. */
export async function sendReviewAction(
  nannyId: string,
  action: ReviewAction,
): Promise<OperatorNanny> {
  const path = `/api/operator/nannies/${encodeURIComponent(nannyId)}/${actionPaths[action.kind]}`;
  return (await apiClient.post<{ nanny: OperatorNanny }>(path, bodyOf(action))).nanny;
}

export const fetchProfileChanges = () =>
  apiClient.get<ChangesToReviewList>('/api/operator/profile-changes');

/** Approves or rejects exactly the version shown (its changeId); 409 if she changed it since. */
export async function decideProfileChange(
  change: ProfileChangeToReview,
  decision: ChangeDecision,
): Promise<void> {
  const path = `/api/operator/nannies/${encodeURIComponent(change.nannyId)}/profile-change/${decision.kind}`;
  const body =
    decision.kind === 'reject'
      ? { changeId: change.changeId, reason: decision.reason }
      : { changeId: change.changeId };
  await apiClient.post<unknown>(path, body);
}

export const fetchEventPage = (filters: EventFilters, after: number | null) =>
  apiClient.get<EventPage>(eventsPath(filters, after));

export const fetchStream = async (streamId: string): Promise<LogEvent[]> =>
  (await apiClient.get<{ events: LogEvent[] }>(streamPath(streamId))).events;

export const replayAndVerify = () => apiClient.post<ReplayReport>('/api/operator/replay-verify');
