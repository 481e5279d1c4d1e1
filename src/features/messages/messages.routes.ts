import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { RateLimiter } from '../../infra/auth/rate-limiter.js';
import { DomainError, notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import {
  MESSAGES_PER_MINUTE,
  messageTextProblem,
  messageTexts,
  moderationTexts,
  tooManyMessagesText,
} from '../../shared/messages.js';
import { messageIdOf } from './messages.events.js';
import {
  conversationRows,
  decodeMessageCursor,
  isErased,
  isSuspended,
  messagePage,
  messageRows,
  partyConversation,
  type ConversationRow,
} from './messages.queries.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { runMessageCommand } from './messages.handlers.js';
import {
  ConversationSummarySchema,
  conversationSummary,
  MessageViewSchema,
  messageView,
  type Viewer,
} from './messages.view.js';

const errors = errorResponsesFor(400, 401, 403, 404, 409, 429);
const tags = ['messages'];
const parties = requireRole('parent', 'nanny');
const params = Type.Object({ conversationId: IdParam });
const Changed = Type.Object({ message: Type.String(), conversation: ConversationSummarySchema });
export const SEND_RULE = { name: 'messages-send', limit: MESSAGES_PER_MINUTE, windowSeconds: 60 };

/** The signed-in party's conversation, or 404 for anyone else (its existence is not revealed). */
async function ownConversation(deps: FeatureDeps, request: FastifyRequest, conversationId: string) {
  const { accountId } = authOf(request);
  const row = await partyConversation(deps.db, conversationId, accountId);
  if (!row) throw notFoundError(moderationTexts.conversationNotFound);
  const viewer: Viewer = { accountId, role: row.parent_id === accountId ? 'parent' : 'nanny' };
  return { row, viewer };
}

const factsOf = (row: ConversationRow) => ({ parentId: row.parent_id, nannyId: row.nanny_id });

/** The two parties of a conversation: the list, a page of it, send, read, block and unblock. */
export const messagesRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const limiter = new RateLimiter(deps.db);
  const refreshed = async (conversationId: string, viewer: Viewer) => {
    const row = await partyConversation(deps.db, conversationId, viewer.accountId);
    return conversationSummary(row!, viewer);
  };

  app.get(
    '/api/conversations',
    {
      preValidation: parties,
      schema: {
        summary: "The signed-in parent's or nanny's conversations",
        tags,
        response: {
          200: Type.Object({
            conversations: Type.Array(ConversationSummarySchema),
            unreadTotal: Type.Integer(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { accountId, role } = authOf(request);
      const column = role === 'parent' ? 'c.parent_id' : 'c.nanny_id';
      const rows = await conversationRows(deps.db)
        .where(column, '=', accountId)
        .orderBy('c.last_activity_at', 'desc')
        .orderBy('c.conversation_id')
        .limit(500)
        .execute();
      const viewer: Viewer = { accountId, role: role === 'parent' ? 'parent' : 'nanny' };
      const conversations = rows.map((row) => conversationSummary(row, viewer));
      return {
        conversations,
        unreadTotal: conversations.reduce((sum, c) => sum + c.unreadCount, 0),
      };
    },
  );

  app.get(
    '/api/conversations/:conversationId/messages',
    {
      preValidation: parties,
      schema: {
        summary: "A conversation's messages, a page at a time",
        tags,
        params,
        querystring: Type.Object({ before: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: Type.Object({
            conversation: ConversationSummarySchema,
            messages: Type.Array(MessageViewSchema),
            olderCursor: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { conversationId } = request.params;
      const { row, viewer } = await ownConversation(deps, request, conversationId);
      const { before } = request.query;
      const seq = before === undefined ? null : decodeMessageCursor(conversationId, before);
      const page = await messagePage(deps.db, conversationId, seq);
      return {
        conversation: conversationSummary(row, viewer),
        messages: page.messages.map((m) => messageView(m, row, viewer)),
        olderCursor: page.olderCursor,
      };
    },
  );

  app.post(
    '/api/conversations/:conversationId/messages',
    {
      preValidation: parties,
      schema: {
        summary: 'Send a message',
        tags,
        params,
        body: Type.Object({
          text: Type.String({ maxLength: 20_000 }),
          idempotencyKey: Type.String({ minLength: 8, maxLength: 100 }),
        }),
        response: { 201: Type.Object({ message: MessageViewSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { conversationId } = request.params;
      const { row, viewer } = await ownConversation(deps, request, conversationId);
      const { text, idempotencyKey } = request.body;
      const messageId = messageIdOf(conversationId, viewer.accountId, idempotencyKey);
      // Only a message that could be sent counts towards the limit.
      if (messageTextProblem(text) === null) await chargeSend(limiter, viewer.accountId);
      await runMessageCommand(
        deps,
        {
          type: 'SendMessage',
          conversationId,
          conversation: factsOf(row),
          messageId,
          senderId: viewer.accountId,
          text,
          senderSuspended: await isSuspended(deps.db, viewer.accountId),
          recipientErased: await isErased(
            deps.db,
            row.parent_id === viewer.accountId ? row.nanny_id : row.parent_id,
          ),
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      const message = await messageRows(deps.db)
        .where('message_id', '=', messageId)
        .executeTakeFirstOrThrow();
      const fresh = (await partyConversation(deps.db, conversationId, viewer.accountId))!;
      return reply.status(201).send({ message: messageView(message, fresh, viewer) });
    },
  );

  app.post(
    '/api/conversations/:conversationId/read',
    {
      preValidation: parties,
      schema: {
        summary: 'Mark a conversation read up to a message',
        tags,
        params,
        body: Type.Object({ upToMessageId: IdParam }),
        response: { 200: Type.Object({ conversation: ConversationSummarySchema }), ...errors },
      },
    },
    async (request) => {
      const { conversationId } = request.params;
      const { row, viewer } = await ownConversation(deps, request, conversationId);
      const message = await messageRows(deps.db)
        .where('message_id', '=', request.body.upToMessageId)
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      const readSeq = viewer.role === 'parent' ? row.parent_read_seq : row.nanny_read_seq;
      await runMessageCommand(
        deps,
        {
          type: 'MarkRead',
          conversationId,
          conversation: factsOf(row),
          readerId: viewer.accountId,
          upToMessageId: request.body.upToMessageId,
          message: message && { senderId: message.sender_id },
          alreadyRead: message !== undefined && Number(readSeq) >= Number(message.seq),
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      return { conversation: await refreshed(conversationId, viewer) };
    },
  );

  for (const [method, type, text, summary] of [
    ['POST', 'BlockContact', messageTexts.blocked, 'Block the other party of a conversation'],
    [
      'DELETE',
      'UnblockContact',
      messageTexts.unblocked,
      'Unblock the other party of a conversation',
    ],
  ] as const) {
    app.route({
      method,
      url: '/api/conversations/:conversationId/block',
      preValidation: parties,
      schema: { summary, tags, params, response: { 200: Changed, ...errors } },
      handler: async (request) => {
        const { conversationId } = request.params;
        const { row, viewer } = await ownConversation(deps, request, conversationId);
        await runMessageCommand(
          deps,
          {
            type,
            conversationId,
            conversation: factsOf(row),
            actorId: viewer.accountId,
            at: deps.clock().toISOString(),
          },
          metadataOf(request),
        );
        return { message: text, conversation: await refreshed(conversationId, viewer) };
      },
    });
  }
};

/** At most MESSAGES_PER_MINUTE a minute per person: a 429 saying how many seconds to wait. */
async function chargeSend(limiter: RateLimiter, accountId: string): Promise<void> {
  try {
    await limiter.hit(SEND_RULE, accountId);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'rate_limited') throw error;
    const seconds = Number(error.details?.retryAfterSeconds ?? 60);
    throw new DomainError('rate_limited', tooManyMessagesText(seconds), {
      retryAfterSeconds: seconds,
    });
  }
}
