import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../infra/auth/auth-plugin.js';
import { notFoundError, validationError } from '../../infra/domain/errors.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import type { AccountsContext } from './accounts-context.js';
import { findLiveAccountByEmail, normalizeEmail, type AccountRow } from './accounts.queries.js';
import { Email } from './accounts.schemas.js';

export const EMAIL_TO_FIND_MISSING_MESSAGE = 'Please enter the email of the account to find.';
export const NO_ACCOUNT_WITH_EMAIL_MESSAGE = 'No account has this email.';

const closed = { additionalProperties: false } as const;

const FoundAccount = Type.Object(
  {
    id: Type.String(),
    role: Type.Union([Type.Literal('nanny'), Type.Literal('parent'), Type.Literal('operator')]),
    fullName: Type.String(),
    email: Type.String(),
    createdAt: Type.String(),
    suspended: Type.Boolean(),
  },
  closed,
);

function foundAccount(row: AccountRow) {
  return {
    id: row.id,
    role: row.role,
    fullName: row.full_name,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    suspended: row.suspended_at !== null,
  };
}

/**
 * The operator finds any account by its email: a person who asks to be erased may
 * have no booking to reach her through.
 */
export const operatorAccountsRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/operator/accounts',
    {
      preValidation: requireRole('operator'),
      schema: {
        summary: 'Find accounts by name or email (operators)',
        tags: ['operator'],
        querystring: Type.Object({ email: Email }),
        response: {
          200: Type.Object({ account: FoundAccount }, closed),
          ...errorResponsesFor(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.query.email);
      if (email === '') throw validationError(EMAIL_TO_FIND_MISSING_MESSAGE);
      const row = await findLiveAccountByEmail(ctx.db, email);
      if (!row) throw notFoundError(NO_ACCOUNT_WITH_EMAIL_MESSAGE);
      return { account: foundAccount(row) };
    },
  );
};
