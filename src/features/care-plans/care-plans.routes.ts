import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { carePlanDecider, type CarePlanCommand } from './care-plans.decider.js';
import { childrenStreamId } from './care-plans.events.js';
import { childrenOf, saidMultipleChildren, type ChildRecord } from './care-plans.queries.js';
import { ChildBody, ChildrenReply, type ChildView } from './care-plans.schemas.js';

const errors = errorResponsesFor(400, 401, 403, 404, 409);
const tags = ['care-plans'];
const parentsOnly = requireRole('parent');

export const CHILD_ADDED_MESSAGE = 'Child added.';
export const PLAN_SAVED_MESSAGE = 'Care plan saved.';

export const childView = (child: ChildRecord): ChildView => ({
  id: child.childId,
  name: child.name,
  age: child.age,
  version: child.version,
  plan: child.plan,
  generalNotes: child.generalNotes,
  updatedAt: child.updatedAt.toISOString(),
});

/** A parent's children and their care plans: hers alone to read and change here. */
export const carePlansRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const reply = async (parentId: string, message?: string) => ({
    ...(message === undefined ? {} : { message }),
    children: (await childrenOf(deps.db, parentId)).map(childView),
    multipleChildren: await saidMultipleChildren(deps.db, parentId),
  });
  const run = async (request: FastifyRequest, command: CarePlanCommand, message: string) => {
    const parentId = authOf(request).accountId;
    await deps.eventStore.handleCommand(carePlanDecider, childrenStreamId(parentId), command, {
      metadata: metadataOf(request),
    });
    return reply(parentId, message);
  };

  app.get(
    '/api/parent/children',
    {
      preValidation: parentsOnly,
      schema: {
        summary: "The parent's children and their care plans",
        tags,
        response: { 200: ChildrenReply, ...errors },
      },
    },
    async (request) => reply(authOf(request).accountId),
  );

  app.post(
    '/api/parent/children',
    {
      preValidation: parentsOnly,
      schema: {
        summary: 'Add a child with her care plan',
        tags,
        body: ChildBody,
        response: { 200: ChildrenReply, ...errors },
      },
    },
    async (request) => {
      const { name, age, plan } = request.body;
      const parentId = authOf(request).accountId;
      const at = deps.clock().toISOString();
      const command = {
        type: 'AddChild' as const,
        parentId,
        childId: randomUUID(),
        name,
        age,
        plan,
        at,
      };
      return run(request, command, CHILD_ADDED_MESSAGE);
    },
  );

  app.put(
    '/api/parent/children/:childId',
    {
      preValidation: parentsOnly,
      schema: {
        summary: "Change a child's name, age or care plan (a new version when the plan changes)",
        tags,
        params: Type.Object({ childId: IdParam }),
        body: ChildBody,
        response: { 200: ChildrenReply, ...errors },
      },
    },
    async (request) => {
      const { name, age, plan } = request.body;
      // Her own stream only: another family's child is not found in it.
      const parentId = authOf(request).accountId;
      const { childId } = request.params;
      const at = deps.clock().toISOString();
      const command = { type: 'UpdateChild' as const, parentId, childId, name, age, plan, at };
      return run(request, command, PLAN_SAVED_MESSAGE);
    },
  );
};
