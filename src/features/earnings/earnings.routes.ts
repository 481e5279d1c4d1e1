import { findAccountById } from '../accounts/index.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { todayIn } from '../../shared/booking-times.js';
import { zoneOfPerson } from '../../infra/places/person-zone.js';
import { ledgerCsv } from './earnings-summary.view.js';
import { Earnings, earningsOf, Payments, paymentsOf } from './earnings.view.js';

const errors = errorResponsesFor(401, 403, 404);
const tags = ['earnings'];
const nannies = requireRole('nanny');
const parents = requireRole('parent');
const operators = requireRole('operator');

/** Nannies read their ledger and progress; parents their charges; operators anyone's. */
export const earningsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  // Each person's totals are on her own clock: her ZIP's zone, else the platform's.
  const clockOf = async (accountId: string, role: 'nanny' | 'parent') => {
    const { zone } = await zoneOfPerson(deps.db, { accountId, role }, deps.config.timeZone);
    return { zone, today: todayIn(deps.clock(), zone) };
  };
  const requireAccount = async (id: string, role: 'nanny' | 'parent') => {
    const account = await findAccountById(deps.db, id);
    if (account?.role !== role)
      throw notFoundError(role === 'nanny' ? 'RBT not found.' : 'Parent not found.');
  };

  app.get(
    '/api/nanny/earnings',
    {
      preValidation: nannies,
      schema: {
        summary: "The nanny's rate, progress and earnings",
        tags,
        response: { 200: Earnings, ...errors },
      },
    },
    async (request) => {
      const nannyId = authOf(request).accountId;
      return earningsOf(deps.db, nannyId, 'nanny', await clockOf(nannyId, 'nanny'));
    },
  );

  app.get(
    '/api/nanny/earnings.csv',
    {
      preValidation: nannies,
      schema: {
        tags,
        summary: 'Her ledger lines as CSV',
        description:
          'text/csv: date,booking,kind,minutes,hours,rate,amount,zone (dollars; the IANA zone of the date).',
        response: { 200: Type.String(), ...errorResponsesFor(401, 403) },
      },
    },
    async (request, reply) => {
      const nannyId = authOf(request).accountId;
      const clock = await clockOf(nannyId, 'nanny');
      const { lines } = await earningsOf(deps.db, nannyId, 'nanny', clock);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="earnings-${clock.today}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(ledgerCsv(lines));
    },
  );

  app.get(
    '/api/parent/payments',
    {
      preValidation: parents,
      schema: {
        summary: "The parent's charges and refunds",
        tags,
        response: { 200: Payments, ...errors },
      },
    },
    async (request) => {
      const parentId = authOf(request).accountId;
      return paymentsOf(deps.db, parentId, (await clockOf(parentId, 'parent')).zone);
    },
  );

  app.get(
    '/api/operator/nannies/:nannyId/earnings',
    {
      preValidation: operators,
      schema: {
        summary: "A nanny's earnings ledger (operators)",
        tags,
        params: Type.Object({ nannyId: IdParam }),
        response: { 200: Earnings, ...errors },
      },
    },
    async (request) => {
      await requireAccount(request.params.nannyId, 'nanny');
      const { nannyId } = request.params;
      return earningsOf(deps.db, nannyId, 'operator', await clockOf(nannyId, 'nanny'));
    },
  );

  app.get(
    '/api/operator/parents/:parentId/payments',
    {
      preValidation: operators,
      schema: {
        summary: "A parent's payments ledger (operators)",
        tags,
        params: Type.Object({ parentId: IdParam }),
        response: { 200: Payments, ...errors },
      },
    },
    async (request) => {
      await requireAccount(request.params.parentId, 'parent');
      const { parentId } = request.params;
      return paymentsOf(deps.db, parentId, (await clockOf(parentId, 'parent')).zone);
    },
  );
};
