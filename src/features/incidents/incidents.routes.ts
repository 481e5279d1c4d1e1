import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { QueueStatusQuery } from '../../infra/http/queue-status-query.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { INCIDENT_NOT_FOUND_MESSAGE, REPORT_THANKS_MESSAGE } from '../../shared/incidents.js';
import { BOOKING_NOT_FOUND_MESSAGE } from './incidents.decider.js';
import { incidentIdOf } from './incidents.events.js';
import { reportedBooking, runIncidentCommand } from './incidents.handlers.js';
import { findIncident, incidentsOfBooking, operatorIncidents } from './incidents.queries.js';
import { IncidentView, incidentView } from './incidents.view.js';

const errors = errorResponsesFor(400, 401, 403, 404, 409);
const params = Type.Object({ id: IdParam });
const tags = ['incidents'];
const parties = requireRole('parent', 'nanny');
const operators = requireRole('operator');
const Answer = Type.Object({ message: Type.String(), incident: IncidentView });
const List = Type.Object({ incidents: Type.Array(IncidentView) });

/** Parties report an issue on a session and see the reports on it; operators decide them. */
export const incidentsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const viewerOf = (request: Parameters<typeof authOf>[0]) => {
    const { role, accountId } = authOf(request);
    return { role, accountId };
  };
  const oneIncident = async (incidentId: string, viewer: ReturnType<typeof viewerOf>) => {
    const row = await findIncident(deps.db, incidentId);
    if (!row) throw notFoundError(INCIDENT_NOT_FOUND_MESSAGE);
    return incidentView(row, viewer);
  };

  app.post(
    '/api/bookings/:id/incidents',
    {
      preValidation: parties,
      schema: {
        summary: 'Report an incident on a booking',
        tags,
        params,
        body: Type.Object({
          category: Type.String({ maxLength: 40 }),
          description: Type.String({ maxLength: 10_000 }),
        }),
        response: { 201: Answer, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const bookingId = request.params.id;
      await runIncidentCommand(
        deps,
        {
          type: 'ReportIncident',
          bookingId,
          reporterId: viewer.accountId,
          booking: await reportedBooking(deps, bookingId),
          ...request.body,
          at: deps.clock().toISOString(),
        },
        request,
      );
      const incident = await oneIncident(incidentIdOf(bookingId, viewer.accountId), viewer);
      return reply.status(201).send({ message: REPORT_THANKS_MESSAGE, incident });
    },
  );

  app.get(
    '/api/bookings/:id/incidents',
    {
      preValidation: parties,
      schema: {
        summary: "A booking's incident reports, to its parties",
        tags,
        params,
        response: { 200: List, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const booking = await reportedBooking(deps, request.params.id);
      if (!booking || ![booking.nannyId, booking.parentId].includes(viewer.accountId)) {
        throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
      }
      const rows = await incidentsOfBooking(deps.db, request.params.id);
      return { incidents: rows.map((row) => incidentView(row, viewer)) };
    },
  );

  app.get(
    '/api/operator/incidents',
    {
      preValidation: operators,
      schema: {
        summary: 'Incident reports by status (operators)',
        tags,
        querystring: QueueStatusQuery,
        response: { 200: List, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const rows = await operatorIncidents(deps.db, request.query.status ?? 'open');
      return { incidents: rows.map((row) => incidentView(row, viewer)) };
    },
  );

  app.post(
    '/api/operator/incidents/:id/decide',
    {
      preValidation: operators,
      schema: {
        summary: 'Decide an incident report (operators)',
        tags,
        params,
        body: Type.Object({
          significant: Type.Boolean(),
          note: Type.String({ maxLength: 5000 }),
        }),
        response: { 200: Answer, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { significant, note } = request.body;
      await runIncidentCommand(
        deps,
        {
          type: 'DecideIncident',
          incidentId: request.params.id,
          operatorId: viewer.accountId,
          significant,
          note,
          at: deps.clock().toISOString(),
        },
        request,
      );
      const incident = await oneIncident(request.params.id, viewer);
      const message = significant
        ? 'Decided: significant. The session no longer counts as clean.'
        : 'Decided: not significant.';
      return { message, incident };
    },
  );
};
