import { api } from '../../../lib/api/api';
import { eventsQuery } from './event-query';
import type { EventFilters } from './log-types';

export const fetchEventPage = (filters: EventFilters, after: number | null) =>
  api.get('/api/operator/events', { query: eventsQuery(filters, after) });

export const fetchStream = async (streamId: string) =>
  (await api.get('/api/operator/streams/{streamId}', { params: { streamId } })).events;
