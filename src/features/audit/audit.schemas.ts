import { Type, type Static } from '@sinclair/typebox';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { validationError } from '../../infra/domain/errors.js';
import type { LogFilters } from './audit.queries.js';

export const errorResponses = errorResponsesFor(400, 401, 403);

export { LogEvent } from '../../infra/http/log-event.js';

const instant = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: 40, description }));

const filterFields = {
  streamId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Only this stream (exact id)' }),
  ),
  type: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Only this event type (exact)' }),
  ),
  from: instant('Recorded at or after: an ISO 8601 date or date and time (UTC unless it says)'),
  to: instant('Recorded before: an ISO 8601 date or date and time (UTC unless it says)'),
};

export const FilterQuery = Type.Object(filterFields);
export type FilterQuery = Static<typeof FilterQuery>;

export const PageQuery = Type.Object({
  after: Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    default: 0,
    description: 'The position of the last event already seen (0 from the start)',
  }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  ...filterFields,
});

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/i;

/** The filters of a query, with from and to checked and turned into instants. */
export function filtersFrom(query: FilterQuery): LogFilters {
  const from = parseInstant('from', query.from);
  const to = parseInstant('to', query.to);
  if (from && to && from > to) {
    throw validationError('Invalid querystring: "from" must not be later than "to".');
  }
  return { streamId: query.streamId, type: query.type, from, to };
}

function parseInstant(name: 'from' | 'to', value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  // An offset's "+" that was not escaped in the query string arrives as a space.
  const text = value.trim().replace(/ (\d{2}:\d{2})$/, '+$1');
  const match = ISO_INSTANT.exec(text);
  const date = match && new Date(match[4] !== undefined && !match[7] ? `${text}Z` : text);
  if (!match || !date || Number.isNaN(date.getTime()) || !isCalendarDate(match)) {
    throw validationError(
      `Invalid querystring.${name}: use an ISO 8601 date or date and time, ` +
        'such as 2026-03-01 or 2026-03-01T09:30:00Z.',
    );
  }
  return date;
}

/** JavaScript rolls 2026-02-30 over into March; an auditor's filter should be refused instead. */
function isCalendarDate(match: RegExpExecArray): boolean {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
