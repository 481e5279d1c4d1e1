import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type DomainErrorCode } from '../domain/errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnreachable } from '../db/unreachable.js';
import { DestroyedDataKeyError } from '../crypto/data-key-store.js';
import { ConcurrencyError } from '../event-store/event-types.js';
import { isIdParamName } from './id-param.js';

interface ErrorBody {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** While the database is away: nothing was saved, and trying again soon will work. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'RBT Nanny Connect is briefly unavailable: we cannot reach our database. ' +
  'Nothing was saved. Please try again in a few seconds.';

/**
 * The one place errors become responses: domain errors keep their message, request problems
 * (bad JSON, schema violations, oversize bodies) get a 4xx that says what is wrong, and anything
 * else is logged with the request id and answered with a message that reveals nothing inside.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (error.code === 'rate_limited' && typeof retryAfter === 'number') {
        reply.header('retry-after', String(retryAfter));
      }
      return reply
        .status(STATUS_BY_CODE[error.code])
        .send(body(error.code, error.message, error.details));
    }
    if (error instanceof ConcurrencyError) {
      return reply
        .status(409)
        .send(
          body('conflict', 'This was changed by someone else at the same time. Please try again.'),
        );
    }
    // Erasure: something would record a value of a person whose account was erased (a request to
    // an erased nanny, a name of hers): there is nobody to record it for.
    if (error instanceof DestroyedDataKeyError) {
      return reply.status(409).send(body('conflict', ERASED_ACCOUNT_MESSAGE));
    }
    if (error.validation) {
      const id = malformedIdParam(error);
      if (id) return reply.status(404).send(body('not_found', `Not found: no such ${id}.`));
      return reply.status(400).send(body('validation', describeValidation(error)));
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send(body('validation', UNSTORABLE_MESSAGE));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body('unavailable', DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(clientErrorCode(status), clientMessage(error, status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal', INTERNAL_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
}

function body(code: string, message: string, details?: Record<string, unknown>): ErrorBody {
  return details ? { code, message, details } : { code, message };
}

/** An id in the path that cannot be one of ours names nothing: 404, as for an unknown one. */
function malformedIdParam(error: FastifyError): string | undefined {
  if (error.validationContext !== 'params') return undefined;
  const name = error.validation?.[0]?.instancePath.replace(/^\//, '') ?? '';
  return isIdParamName(name) ? name : undefined;
}

const ERASED_ACCOUNT_MESSAGE = 'This account has been deleted.';

const UNSTORABLE_MESSAGE =
  'The request contains characters that cannot be stored (such as NUL). Please remove them.';

/** PostgreSQL refuses NUL in text (22021, 22P05): the input's fault, whichever field it was. */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  const where = error.validationContext ?? 'request';
  const unknown = (first.params as { additionalProperty?: string }).additionalProperty;
  if (first.keyword === 'additionalProperties' && unknown !== undefined) {
    return `Invalid ${where}${first.instancePath.replace(/\//g, '.')}: unknown field "${unknown}".`;
  }
  const field = first.instancePath
    ? first.instancePath.replace(/^\//, '').replace(/\//g, '.')
    : ((first.params as { missingProperty?: string }).missingProperty ?? '');
  const subject = field ? `${where}.${field}` : where;
  return `Invalid ${subject}: ${first.message ?? 'not valid'}.`;
}

function clientErrorCode(status: number): string {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  return 'bad_request';
}

/** Fastify's own 4xx messages are safe and specific ("Body cannot be empty..."); keep them. */
function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The upload is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  return error.message || 'The request is not valid.';
}
