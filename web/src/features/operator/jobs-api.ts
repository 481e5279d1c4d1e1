import { apiClient } from '../../lib/api-client';

export interface QueueCounts {
  name: string;
  queued: number;
  retrying: number;
  active: number;
  failed: number;
  deadLetter: number;
}

export interface JobFailure {
  id: string;
  kind: string;
  state: 'retrying' | 'failed' | 'dead-letter';
  tries: number;
  retryLimit: number;
  lastTriedAt: string | null;
  nextTryAt: string | null;
  error: string;
}

export interface JobsOverview {
  queues: QueueCounts[];
  failures: JobFailure[];
}

export const fetchJobsOverview = () => apiClient.get<JobsOverview>('/api/operator/jobs');
