import {
  assertNever,
  conflictError,
  forbiddenError,
  notFoundError,
  validationError,
} from '../../infra/domain/errors.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  messageTextProblem,
  messageTexts,
  moderationTexts,
  reportReasonProblem,
  type ReportAction,
} from '../../shared/messages.js';
import { conversationStreamId, reportIdOf, type MessageEvent } from './messages.events.js';

/** The conversation as the route read it; undefined when there is none with this id. */
interface ConversationFacts {
  parentId: string;
  nannyId: string;
}

/** A message of the conversation as the route read it (the booking note is one too). */
interface MessageFacts {
  senderId: string;
}

type Base = { conversationId: string; at: string; conversation: ConversationFacts | undefined };

const RECIPIENT_ERASED_MESSAGE =
  'This person has deleted her account: messages can no longer be sent to her.';

export type MessageCommand =
  | (Base & {
      type: 'SendMessage';
      messageId: string;
      senderId: string;
      text: string;
      /** The sender's account was suspended after a report. */
      senderSuspended: boolean;
      /** The other party deleted her account. */
      recipientErased: boolean;
    })
  | (Base & {
      type: 'MarkRead';
      readerId: string;
      upToMessageId: string;
      message: MessageFacts | undefined;
      /** The reader had already read this far: nothing to record. */
      alreadyRead: boolean;
    })
  | (Base & { type: 'BlockContact' | 'UnblockContact'; actorId: string })
  | (Base & {
      type: 'ReportMessage';
      messageId: string;
      reporterId: string;
      reason: string;
      message: MessageFacts | undefined;
    })
  | {
      type: 'DecideReport';
      conversationId: string;
      reportId: string;
      operatorId: string;
      action: ReportAction;
      at: string;
    };

interface MessageState {
  /** Ids of messages sent on this stream (a resend with the same key is one message). */
  sent: Set<string>;
  /** Who blocked the other (either party, or both). */
  blockedBy: ReadonlySet<string>;
  reports: ReadonlyMap<string, { status: 'open' | 'decided'; senderId: string }>;
}

const initialState = (): MessageState => ({
  sent: new Set(),
  blockedBy: new Set(),
  reports: new Map(),
});

function evolve(state: MessageState, event: MessageEvent): MessageState {
  switch (event.type) {
    case 'MessageSent':
      // The fold owns its state: copying every id at every message would make a long
      // conversation quadratic to load.
      state.sent.add(event.data.messageId);
      return state;
    case 'MessagesRead':
      return state;
    case 'ContactBlocked':
      return { ...state, blockedBy: new Set([...state.blockedBy, event.data.blockerId]) };
    case 'ContactUnblocked':
      return {
        ...state,
        blockedBy: new Set([...state.blockedBy].filter((id) => id !== event.data.blockerId)),
      };
    case 'MessageReported': {
      const reports = new Map(state.reports);
      reports.set(event.data.reportId, { status: 'open', senderId: event.data.senderId });
      return { ...state, reports };
    }
    case 'MessageReportDecided': {
      const reports = new Map(state.reports);
      reports.set(event.data.reportId, { status: 'decided', senderId: event.data.senderId });
      return { ...state, reports };
    }
    default:
      return assertNever(event);
  }
}

/** Someone else's conversation answers as an unknown one. */
function partyOf(conversation: ConversationFacts | undefined, accountId: string) {
  if (conversation?.parentId === accountId) return { self: accountId, other: conversation.nannyId };
  if (conversation?.nannyId === accountId) return { self: accountId, other: conversation.parentId };
  throw notFoundError(moderationTexts.conversationNotFound);
}

function decideSend(
  command: Extract<MessageCommand, { type: 'SendMessage' }>,
  state: MessageState,
): MessageEvent[] {
  const { other } = partyOf(command.conversation, command.senderId);
  if (command.senderSuspended) throw forbiddenError(moderationTexts.accountSuspended);
  if (state.sent.has(command.messageId)) return [];
  if (command.recipientErased) throw conflictError(RECIPIENT_ERASED_MESSAGE);
  if (state.blockedBy.size > 0) throw forbiddenError(messageTexts.cannotContact);
  const problem = messageTextProblem(command.text);
  if (problem) throw validationError(problem);
  return [
    {
      type: 'MessageSent',
      data: {
        conversationId: command.conversationId,
        messageId: command.messageId,
        senderId: command.senderId,
        recipientId: other,
        text: command.text.trim(),
        sentAt: command.at,
      },
    },
  ];
}

function decideRead(command: Extract<MessageCommand, { type: 'MarkRead' }>): MessageEvent[] {
  partyOf(command.conversation, command.readerId);
  if (!command.message) throw notFoundError(moderationTexts.messageNotFound);
  if (command.alreadyRead) return [];
  return [
    {
      type: 'MessagesRead',
      data: {
        conversationId: command.conversationId,
        readerId: command.readerId,
        upToMessageId: command.upToMessageId,
        readAt: command.at,
      },
    },
  ];
}

function decideBlock(
  command: Extract<MessageCommand, { type: 'BlockContact' | 'UnblockContact' }>,
  state: MessageState,
): MessageEvent[] {
  const { self, other } = partyOf(command.conversation, command.actorId);
  const blocked = state.blockedBy.has(self);
  const ids = { conversationId: command.conversationId, blockerId: self, blockedId: other };
  if (command.type === 'BlockContact') {
    return blocked ? [] : [{ type: 'ContactBlocked', data: { ...ids, blockedAt: command.at } }];
  }
  return blocked ? [{ type: 'ContactUnblocked', data: { ...ids, unblockedAt: command.at } }] : [];
}

function decideReport(
  command: Extract<MessageCommand, { type: 'ReportMessage' }>,
  state: MessageState,
): MessageEvent[] {
  partyOf(command.conversation, command.reporterId);
  if (!command.message) throw notFoundError(moderationTexts.messageNotFound);
  if (command.message.senderId === command.reporterId) {
    throw forbiddenError(moderationTexts.reportNotYours);
  }
  const reportId = reportIdOf(command.messageId);
  if (state.reports.has(reportId)) throw conflictError(messageTexts.alreadyReported);
  const problem = reportReasonProblem(command.reason);
  if (problem) throw validationError(problem);
  return [
    {
      type: 'MessageReported',
      data: {
        conversationId: command.conversationId,
        reportId,
        messageId: command.messageId,
        reporterId: command.reporterId,
        senderId: command.message.senderId,
        reason: command.reason.trim(),
        reportedAt: command.at,
      },
    },
  ];
}

function decideDecision(
  command: Extract<MessageCommand, { type: 'DecideReport' }>,
  state: MessageState,
): MessageEvent[] {
  const report = state.reports.get(command.reportId);
  if (!report) throw notFoundError(moderationTexts.reportNotFound);
  if (report.status === 'decided') throw conflictError(moderationTexts.reportDecided);
  return [
    {
      type: 'MessageReportDecided',
      data: {
        conversationId: command.conversationId,
        reportId: command.reportId,
        senderId: report.senderId,
        action: command.action,
        operatorId: command.operatorId,
        decidedAt: command.at,
      },
    },
  ];
}

function decide(command: MessageCommand, state: MessageState, streamId: string): MessageEvent[] {
  requireOwnStream(streamId, conversationStreamId(command.conversationId));
  switch (command.type) {
    case 'SendMessage':
      return decideSend(command, state);
    case 'MarkRead':
      return decideRead(command);
    case 'BlockContact':
    case 'UnblockContact':
      return decideBlock(command, state);
    case 'ReportMessage':
      return decideReport(command, state);
    case 'DecideReport':
      return decideDecision(command, state);
    default:
      return assertNever(command);
  }
}

export const messageDecider: Decider<MessageState, MessageCommand, MessageEvent> = {
  streamType: 'conversation',
  initialState,
  evolve,
  decide,
};
