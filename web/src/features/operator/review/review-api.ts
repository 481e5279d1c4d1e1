import { api, type ApiBody, type ApiPath } from '../../../lib/api/api';
import type { OperatorNanny, QueueStatus, ReviewAction } from './review-types';

export const fetchQueuePage = (status: QueueStatus, cursor: string | null) =>
  api.get('/api/operator/nannies', { query: { status, cursor: cursor ?? undefined } });

type ActionPath<P> = P extends `/api/operator/nannies/{nannyId}/${infer Action}` ? Action : never;
// A credential check answers with the check queue's row, not the review's nanny.
type Action = Exclude<ActionPath<ApiPath<'post'>>, 'credential-checks'>;

const actionPaths: Record<ReviewAction['kind'], Action> = {
  approve: 'approve',
  reject: 'reject',
  withdraw: 'withdraw',
  'verify-background-check': 'background-check/verify',
  'reject-background-check': 'background-check/reject',
  'verify-cpr-first-aid': 'cpr-first-aid/verify',
  'reject-cpr-first-aid': 'cpr-first-aid/reject',
};

/** The body of a decision: a rejection's reason, a card's end date, an approval's registry check. */
function bodyOf(action: ReviewAction): ApiBody<`/api/operator/nannies/{nannyId}/${Action}`> {
  if ('reason' in action) return { reason: action.reason };
  if ('validUntil' in action) return { validUntil: action.validUntil };
  if ('check' in action) return action.check;
  return undefined;
}

/** Sends one decision; the server answers with the nanny's new review data. */
export async function sendReviewAction(
  nannyId: string,
  action: ReviewAction,
): Promise<OperatorNanny> {
  const path = `/api/operator/nannies/{nannyId}/${actionPaths[action.kind]}` as const;
  return (await api.post(path, { params: { nannyId }, body: bodyOf(action) })).nanny;
}
