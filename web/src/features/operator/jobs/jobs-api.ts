import { api, type ApiResponse } from '../../../lib/api/api';

/** GET /api/operator/jobs: each queue's counts and the jobs that failed or wait to retry. */
export type JobsOverview = ApiResponse<'/api/operator/jobs'>;

export type QueueCounts = JobsOverview['queues'][number];

export type JobFailure = JobsOverview['failures'][number];

export const fetchJobsOverview = () => api.get('/api/operator/jobs');
