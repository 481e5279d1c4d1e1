import type { ApiQuery } from '../../../lib/api/api';
import type { EventFilters, LogEvent } from './log-types';

const EVENTS_PER_PAGE = 50;

export const noFilters: EventFilters = { streamId: '', type: '', from: '', to: '' };

/**
 * A datetime-local value ("2026-03-05T09:30", the operator's own clock) as an ISO instant, or
 * null when empty or not a date. Without an offset the Date parser reads it as local time.
 */
export function localToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Why the filters cannot be applied (a window that ends before it starts), or null. */
export function filtersProblem(filters: EventFilters): string | null {
  const from = localToIso(filters.from);
  const to = localToIso(filters.to);
  return from !== null && to !== null && from > to ? 'From must not be later than To.' : null;
}

/** The filters that are set, as query parameters (the export takes the same ones). */
function filterParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  const streamId = filters.streamId.trim();
  const type = filters.type.trim();
  const from = localToIso(filters.from);
  const to = localToIso(filters.to);
  if (streamId !== '') params.set('streamId', streamId);
  if (type !== '') params.set('type', type);
  if (from !== null) params.set('from', from);
  if (to !== null) params.set('to', to);
  return params;
}

/** One page of the log: the events after `after` (the first page has none). */
/** The query of one page: the filters, the position after which it starts, the page size. */
export function eventsQuery(
  filters: EventFilters,
  after: number | null,
): ApiQuery<'/api/operator/events'> {
  return {
    ...Object.fromEntries(filterParams(filters)),
    after: after ?? 0,
    limit: EVENTS_PER_PAGE,
  };
}

export function exportPath(filters: EventFilters): string {
  const query = filterParams(filters).toString();
  return query === '' ? '/api/operator/events/export' : `/api/operator/events/export?${query}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Who caused an event, from its metadata: "operator 1b2c3d4e-…", "command-line", or "—". The
 * table shortens the id to its first block; the stream history shows it whole.
 */
export function actorOf(event: Pick<LogEvent, 'metadata'>, { shortId = false } = {}): string {
  const metadata = isRecord(event.metadata) ? event.metadata : {};
  const role = metadata.actorRole;
  const id = metadata.actorId;
  const shown = typeof id === 'string' && shortId && id.length > 9 ? `${id.slice(0, 8)}…` : id;
  const parts = [role, shown].filter((part) => typeof part === 'string' && part !== '');
  return parts.length === 0 ? '—' : parts.join(' ');
}
