import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authOf, requireRole } from '../../../infra/auth/auth-plugin.js';
import type { WeeklyAvailability as Week } from '../../../infra/db/schema.js';
import { notFoundError } from '../../../infra/domain/errors.js';
import type { FeatureDeps } from '../../../infra/feature.js';
import { earliestToday, weekOf } from '../availability/availability.rules.js';
import { nannyDecider, type NannyCommand } from '../nannies.decider.js';
import { nannyStreamId } from '../nannies.events.js';
import {
  findNannyProfile,
  nannyProfileView,
  platformDay,
  searchProfileOf,
} from '../nannies.queries.js';
import {
  errorResponses,
  Experience,
  NannyReply,
  ServiceArea,
  WeeklyAvailability,
} from '../nannies.schemas.js';
import { lastBookableDate } from '../../../shared/booking-horizon.js';
import { todayIn } from '../../../shared/booking-times.js';
import { LANGUAGES, NEEDS } from '../../../shared/directory-search.js';
import { placeOfZip } from '../../../infra/places/zip-codes.js';
import { zoneOfPerson } from '../../../infra/places/person-zone.js';
import { IdParam } from '../../../infra/http/id-param.js';
import { metadataOf } from '../../../infra/http/request-ids.js';

/** The signed-in nanny's own profile, agreement and availability. */
export const nanniesRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.addHook('preValidation', requireRole('nanny'));
  const schema = <T>(body?: T) => ({
    tags: ['nanny'],
    ...(body ? { body } : {}),
    response: { 200: NannyReply, ...errorResponses },
  });

  const reply = async (nannyId: string) => {
    const row = await findNannyProfile(deps.db, nannyId);
    if (!row) throw notFoundError('Nanny profile not found.');
    return { nanny: await nannyProfileView(deps.db, row, platformDay(deps)) };
  };

  /** Runs one command on the signed-in nanny's own stream (never one the request names). */
  const handle = async (
    request: FastifyRequest,
    command: (nannyId: string, at: string) => NannyCommand,
  ) => {
    const nannyId = authOf(request).accountId;
    await deps.eventStore.handleCommand(
      nannyDecider,
      nannyStreamId(nannyId),
      command(nannyId, deps.clock().toISOString()),
      { metadata: metadataOf(request) },
    );
    return nannyId;
  };
  /** Runs one command and answers with her fresh profile. */
  const run = async (
    request: FastifyRequest,
    command: (nannyId: string, at: string) => NannyCommand,
  ) => reply(await handle(request, command));

  app.get(
    '/api/nanny/profile',
    { schema: { ...schema(), summary: "The signed-in nanny's profile, documents and statuses" } },
    async (request) => reply(authOf(request).accountId),
  );

  app.post(
    '/api/nanny/agreement',
    { schema: { ...schema(), summary: 'Agree to the payment terms' } },
    async (request) =>
      run(request, (nannyId, at) => ({ type: 'AgreeToPaymentPolicy', nannyId, at })),
  );

  app.put(
    '/api/nanny/profile',
    {
      schema: {
        ...schema(
          Type.Object({
            fullName: Type.String({ maxLength: 200 }),
            bio: Type.String({ maxLength: 4000 }),
          }),
        ),
        summary: "Change the nanny's name, bio or contact details",
      },
    },
    async (request) => {
      const { fullName, bio } = request.body as { fullName: string; bio: string };
      const email = authOf(request).email;
      return run(request, (nannyId, at) => ({
        type: 'UpdateProfile',
        nannyId,
        changeId: randomUUID(),
        fullName,
        bio,
        email,
        at,
      }));
    },
  );

  // Where she works and what she has experience with: they take effect at once.
  app.put(
    '/api/nanny/service-area',
    {
      schema: {
        summary: "Set the nanny's ZIP code and how far she travels",
        tags: ['nanny'],
        // Shape and range are the decider's to refuse, with the product's messages.
        body: Type.Object({ zip: Type.String({ maxLength: 10 }), radiusMiles: Type.Number() }),
        response: { 200: Type.Object({ serviceArea: ServiceArea }), ...errorResponses },
      },
    },
    async (request) => {
      const { zip, radiusMiles } = request.body;
      const place = (await placeOfZip(zip)) ?? null;
      const nannyId = await handle(request, (id, at) => ({
        type: 'SetServiceArea',
        nannyId: id,
        place,
        radiusMiles,
        at,
      }));
      const { serviceArea } = await searchProfileOf(deps.db, nannyId);
      return { serviceArea: serviceArea! };
    },
  );

  app.put(
    '/api/nanny/experience',
    {
      schema: {
        summary: "Set the nanny's experience and the needs she has cared for",
        tags: ['nanny'],
        body: Type.Object({
          needs: Type.Array(Type.String({ maxLength: 40 }), {
            maxItems: NEEDS.length,
            uniqueItems: true,
          }),
          languages: Type.Array(Type.String({ maxLength: 40 }), {
            maxItems: LANGUAGES.length,
            uniqueItems: true,
          }),
        }),
        response: { 200: Type.Object({ experience: Experience }), ...errorResponses },
      },
    },
    async (request) => {
      const { needs, languages } = request.body;
      const nannyId = await handle(request, (id, at) => ({
        type: 'SetExperience',
        nannyId: id,
        needs,
        languages,
        at,
      }));
      return { experience: (await searchProfileOf(deps.db, nannyId)).experience };
    },
  );

  app.put(
    '/api/nanny/availability/weekly',
    {
      schema: { ...schema(WeeklyAvailability), summary: "Replace the nanny's weekly availability" },
    },
    async (request) =>
      run(request, (nannyId, at) => ({
        type: 'SetWeeklyAvailability',
        nannyId,
        week: weekOf(request.body as Week),
        at,
      })),
  );

  app.post(
    '/api/nanny/availability/single-days',
    {
      schema: {
        ...schema(
          Type.Object({
            date: Type.String({ maxLength: 10 }),
            startTime: Type.String({ maxLength: 5 }),
            endTime: Type.String({ maxLength: 5 }),
          }),
        ),
        summary: 'Add availability on one date',
      },
    },
    async (request) => {
      const { date, startTime, endTime } = request.body as {
        date: string;
        startTime: string;
        endTime: string;
      };
      const now = deps.clock();
      const today = earliestToday(now);
      // Her hours are on her own clock: a year ahead of her today.
      const auth = authOf(request);
      const { zone } = await zoneOfPerson(deps.db, auth, deps.config.timeZone);
      const lastDate = lastBookableDate(todayIn(now, zone));
      return run(request, (nannyId, at) => ({
        type: 'AddSingleDayAvailability',
        nannyId,
        entryId: randomUUID(),
        date,
        startTime,
        endTime,
        today,
        lastDate,
        at,
      }));
    },
  );

  app.delete(
    '/api/nanny/availability/single-days/:entryId',
    {
      schema: {
        summary: 'Remove one date of availability',
        ...schema(),
        params: Type.Object({ entryId: IdParam }),
      },
    },
    async (request) => {
      const { entryId } = request.params;
      return run(request, (nannyId, at) => ({
        type: 'RemoveSingleDayAvailability',
        nannyId,
        entryId,
        at,
      }));
    },
  );
};
