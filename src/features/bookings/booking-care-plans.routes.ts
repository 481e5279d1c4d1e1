import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { forbiddenError, notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { recordAccess } from '../../infra/privacy/access-log.js';
import {
  ACKNOWLEDGED_MESSAGE,
  carePlanAccess,
  PLAN_NOT_SHARED_MESSAGE,
} from '../../shared/care-plans.js';
import { ChildView } from '../care-plans/index.js';
import { bookingCarePlans, currentPlanVersions } from './booking-care-plans.js';
import { runBookingCommand } from './bookings.handlers.js';
import { bookingRows, type BookingRow } from './bookings.queries.js';
import { BOOKING_NOT_FOUND_MESSAGE } from './bookings.state.js';
import { errorResponses } from './bookings.schemas.js';

const tags = ['bookings'];
const params = Type.Object({ id: IdParam });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const CarePlansReply = Type.Object({
  message: Type.Optional(Type.String()),
  access: Type.Union([Type.Literal('full'), Type.Literal('outline')]),
  children: Type.Array(
    Type.Object({
      id: Type.String(),
      age: Type.Integer(),
      headings: Type.Array(Type.String()),
      name: Nullable(Type.String()),
      version: Nullable(Type.Integer()),
      plan: Nullable(ChildView.properties.plan),
      generalNotes: Nullable(Type.String()),
    }),
  ),
  acknowledgement: Nullable(
    Type.Object({
      acknowledgedAt: Nullable(Type.String()),
      current: Type.Boolean(),
      changes: Type.Array(
        Type.Object({
          childId: Type.String(),
          name: Type.String(),
          headings: Type.Array(Type.String()),
        }),
      ),
    }),
  ),
});

/** The care plans of a booking's children: the family, its nanny as the rule allows, operators. */
export const bookingCarePlansRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  /** The plans as this reader may see them, each look by another recorded (who looked). */
  const plansFor = async (
    viewer: { accountId: string; role: 'parent' | 'nanny' | 'operator' },
    row: BookingRow,
  ) => {
    const booking = {
      parentId: row.parent_id,
      nannyId: row.nanny_id,
      status: row.status,
      endsAt: row.ends_at,
    };
    const access = carePlanAccess(viewer, booking, deps.clock());
    if (access === 'none') {
      // Her own booking's plans no longer shared: said so; anyone else's: not found.
      if (viewer.role === 'nanny' && viewer.accountId === row.nanny_id) {
        throw forbiddenError(PLAN_NOT_SHARED_MESSAGE);
      }
      throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
    }
    const answer = await bookingCarePlans(deps.db, row, access);
    if (access === 'full' && answer.children.length > 0) {
      await recordAccess(deps.db, deps.clock(), [
        { ownerId: row.parent_id, viewer, item: 'care-plan' },
      ]);
    }
    return answer;
  };
  const rowOf = async (bookingId: string) => {
    const [row] = await bookingRows(deps.db, { bookingId }, 1);
    if (!row) throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
    return row;
  };

  app.get(
    '/api/bookings/:id/care-plans',
    {
      preValidation: requireRole(),
      schema: {
        summary: "The care plans of a booking's children, as far as the reader may see them",
        tags,
        params,
        response: { 200: CarePlansReply, ...errorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const viewer = { accountId: auth.accountId, role: auth.role };
      return plansFor(viewer, await rowOf(request.params.id));
    },
  );

  app.post(
    '/api/nanny/bookings/:id/care-plan/acknowledge',
    {
      preValidation: requireRole('nanny'),
      schema: {
        summary: '"I have read the care plan": the plan versions the nanny read',
        tags,
        params,
        body: Type.Object({
          versions: Type.Array(
            Type.Object({ childId: IdParam, version: Type.Integer({ minimum: 0, maximum: 1e6 }) }),
            { maxItems: 10 },
          ),
        }),
        response: { 200: CarePlansReply, ...errorResponses },
      },
    },
    async (request) => {
      const nannyId = authOf(request).accountId;
      const { id } = request.params;
      const [row] = await bookingRows(deps.db, { bookingId: id, nannyId }, 1);
      if (!row) throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
      const read = Object.fromEntries(request.body.versions.map((v) => [v.childId, v.version]));
      const command = {
        type: 'AcknowledgeCarePlan' as const,
        bookingId: id,
        nannyId,
        read,
        current: await currentPlanVersions(deps.db, row),
        at: deps.clock().toISOString(),
      };
      await runBookingCommand(deps, command, metadataOf(request));
      const viewer = { accountId: nannyId, role: 'nanny' as const };
      return { message: ACKNOWLEDGED_MESSAGE, ...(await plansFor(viewer, await rowOf(id))) };
    },
  );
};
