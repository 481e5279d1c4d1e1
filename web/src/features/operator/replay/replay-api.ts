import type { ReplayProgress } from '@shared/replay-progress';
import { api, type ApiResponse } from '../../../lib/api/api';

/** The replay going on now (on any instance), or null: for a page opened mid-run. */
export const fetchReplayProgress = async (): Promise<ReplayProgress | null> =>
  (await api.get('/api/operator/replay-verify/progress')).progress;

/** Asks the replay going on to stop; 409 when none is (it may have just ended). */
export const cancelReplay = () => api.post('/api/operator/replay-verify/cancel');

/** What replay-and-verify answers, as the server's schema says (generated). */
export type ReplayReport = ApiResponse<'/api/operator/replay-verify', 'post'>;

export const replayAndVerify = () => api.post('/api/operator/replay-verify');
