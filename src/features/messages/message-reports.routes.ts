import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { Database } from '../../infra/db/schema.js';
import { notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import {
  messageTexts,
  moderationTexts,
  REPORT_REASON_MAX_LENGTH,
  type MessageReportView,
  type OperatorMessageView,
} from '../../shared/messages.js';
import { conversationRows, messageRows, partyConversation } from './messages.queries.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { decideReport, runMessageCommand } from './messages.handlers.js';
import { MessageViewSchema, PersonSchema, personOf, ReportViewSchema } from './messages.view.js';

const errors = errorResponsesFor(400, 401, 403, 404, 409);
const tags = ['messages'];
const parties = requireRole('parent', 'nanny');
const operators = requireRole('operator');
const reportParams = Type.Object({ reportId: IdParam });
/** The newest messages an operator reads around a report. */
const OPERATOR_PAGE = 500;

function reportRows(db: Kysely<Database>) {
  return conversationRows(db)
    .innerJoin('message_reports as r', 'r.conversation_id', 'c.conversation_id')
    .innerJoin('conversation_messages as rm', 'rm.message_id', 'r.message_id')
    .select([
      'r.report_id',
      'r.message_id as reported_message_id',
      'r.reporter_id',
      'r.sender_id',
      'r.reason',
      'r.status',
      'r.reported_at',
      'r.decided_at',
      'rm.text as reported_text',
    ]);
}
type ReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['execute']>>[number];

function reportView(row: ReportRow): MessageReportView {
  const person = (id: string) =>
    personOf(row, id === row.parent_id ? 'parent' : 'nanny', 'operator');
  return {
    id: row.report_id,
    conversationId: row.conversation_id,
    messageId: row.reported_message_id,
    reason: row.reason,
    reportedAt: row.reported_at.toISOString(),
    status: row.status,
    reporter: person(row.reporter_id),
    sender: person(row.sender_id),
    messageText: row.reported_text,
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

/** Parties report a message sent to them; operators work the Reports queue. */
export const messageReportsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const oneReport = async (reportId: string) => {
    const row = await reportRows(deps.db).where('r.report_id', '=', reportId).executeTakeFirst();
    if (!row) throw notFoundError(moderationTexts.reportNotFound);
    return row;
  };

  app.post(
    '/api/conversations/:conversationId/messages/:messageId/report',
    {
      preValidation: parties,
      schema: {
        summary: 'Report a message to the operators',
        tags,
        params: Type.Object({ conversationId: IdParam, messageId: IdParam }),
        body: Type.Object({ reason: Type.String({ maxLength: REPORT_REASON_MAX_LENGTH * 10 }) }),
        response: { 201: Type.Object({ message: Type.String() }), ...errors },
      },
    },
    async (request, reply) => {
      const { conversationId, messageId } = request.params;
      const { accountId } = authOf(request);
      const row = await partyConversation(deps.db, conversationId, accountId);
      if (!row) throw notFoundError(moderationTexts.conversationNotFound);
      const message = await messageRows(deps.db)
        .where('message_id', '=', messageId)
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      await runMessageCommand(
        deps,
        {
          type: 'ReportMessage',
          conversationId,
          conversation: { parentId: row.parent_id, nannyId: row.nanny_id },
          messageId,
          reporterId: accountId,
          reason: request.body.reason,
          message: message && { senderId: message.sender_id },
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      return reply.status(201).send({ message: messageTexts.reportSent });
    },
  );

  app.get(
    '/api/operator/message-reports',
    {
      preValidation: operators,
      schema: {
        summary: 'Reported messages by status (operators)',
        tags,
        response: { 200: Type.Object({ reports: Type.Array(ReportViewSchema) }), ...errors },
      },
    },
    async () => {
      const open = await reportRows(deps.db)
        .where('r.status', '=', 'open')
        .orderBy('r.reported_at', 'desc')
        .limit(500)
        .execute();
      const decided = await reportRows(deps.db)
        .where('r.status', '<>', 'open')
        .orderBy('r.decided_at', 'desc')
        .limit(200)
        .execute();
      return { reports: [...open, ...decided].map(reportView) };
    },
  );

  app.get(
    '/api/operator/message-reports/:reportId/conversation',
    {
      preValidation: operators,
      schema: {
        summary: 'The conversation around a reported message (operators)',
        tags,
        params: reportParams,
        response: {
          200: Type.Object({
            report: ReportViewSchema,
            parent: PersonSchema,
            nanny: PersonSchema,
            messages: Type.Array(
              Type.Composite([MessageViewSchema, Type.Object({ reported: Type.Boolean() })]),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      // Operators read a conversation only through a report on it.
      const row = await oneReport(request.params.reportId);
      const messages = await messageRows(deps.db)
        .where('conversation_id', '=', row.conversation_id)
        .orderBy('seq', 'desc')
        .limit(OPERATOR_PAGE)
        .execute();
      return {
        report: reportView(row),
        parent: personOf(row, 'parent', 'operator'),
        nanny: personOf(row, 'nanny', 'operator'),
        messages: messages.reverse().map((m): OperatorMessageView => ({
          id: m.message_id,
          conversationId: m.conversation_id,
          senderId: m.sender_id,
          fromMe: false,
          text: m.text,
          masked: false,
          sentAt: m.sent_at.toISOString(),
          seen: false,
          reported: m.message_id === row.reported_message_id,
        })),
      };
    },
  );

  app.post(
    '/api/operator/message-reports/:reportId/decision',
    {
      preValidation: operators,
      schema: {
        summary: 'Decide a message report (operators)',
        tags,
        params: reportParams,
        body: Type.Object({
          action: Type.Union([
            Type.Literal('dismiss'),
            Type.Literal('warn'),
            Type.Literal('suspend'),
          ]),
        }),
        response: {
          200: Type.Object({ message: Type.String(), report: ReportViewSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { reportId } = request.params;
      const { action } = request.body;
      const before = await oneReport(reportId);
      await decideReport(
        deps,
        {
          conversationId: before.conversation_id,
          reportId,
          operatorId: authOf(request).accountId,
          action,
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      return {
        message: moderationTexts.decided[action],
        report: reportView(await oneReport(reportId)),
      };
    },
  );
};
