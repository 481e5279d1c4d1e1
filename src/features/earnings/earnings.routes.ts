import { findAccountById } from '../accounts/index.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { todayIn } from '../../shared/booking-times.js';
import { ledgerCsv } from './earnings-summary.view.js';
import { Earnings, earningsOf, Payments, paymentsOf } from './earnings.view.js';

const errors = errorResponsesFor(401, 403, 404);
const tags = ['earnings'];
const nannies = requireRole('nanny');
const parents = requireRole('parent');
const operators = requireRole('operator');

/** Nannies read their ledger and progress; parents their charges; operators anyone's. */
export const earningsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const today = () => todayIn(deps.clock(), deps.config.timeZone);
  const requireAccount = async (id: string, role: 'nanny' | 'parent') => {
    const account = await findAccountById(deps.db, id);
    if (account?.role !== role)
      throw notFoundError(role === 'nanny' ? 'RBT not found.' : 'Parent not found.');
  };

  app.get(
    '/api/nanny/earnings',
    { preValidation: nannies, schema: { tags, response: { 200: Earnings, ...errors } } },
    async (request) => earningsOf(deps.db, authOf(request).accountId, 'nanny', today()),
  );

  app.get(
    '/api/nanny/earnings.csv',
    {
      preValidation: nannies,
      schema: {
        tags,
        summary: 'Her ledger lines as CSV',
        description: 'text/csv: date,booking,kind,minutes,hours,rate,amount (dollars).',
      },
    },
    async (request, reply) => {
      const { lines } = await earningsOf(deps.db, authOf(request).accountId, 'nanny', today());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="earnings-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(ledgerCsv(lines));
    },
  );

  app.get(
    '/api/parent/payments',
    { preValidation: parents, schema: { tags, response: { 200: Payments, ...errors } } },
    async (request) => paymentsOf(deps.db, authOf(request).accountId),
  );

  app.get(
    '/api/operator/nannies/:nannyId/earnings',
    {
      preValidation: operators,
      schema: {
        tags,
        params: Type.Object({ nannyId: IdParam }),
        response: { 200: Earnings, ...errors },
      },
    },
    async (request) => {
      await requireAccount(request.params.nannyId, 'nanny');
      return earningsOf(deps.db, request.params.nannyId, 'operator', today());
    },
  );

  app.get(
    '/api/operator/parents/:parentId/payments',
    {
      preValidation: operators,
      schema: {
        tags,
        params: Type.Object({ parentId: IdParam }),
        response: { 200: Payments, ...errors },
      },
    },
    async (request) => {
      await requireAccount(request.params.parentId, 'parent');
      return paymentsOf(deps.db, request.params.parentId);
    },
  );
};
