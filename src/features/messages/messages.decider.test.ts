import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import { messageTexts, moderationTexts } from '../../shared/messages.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';
import { messageDecider, type MessageCommand } from './messages.decider.js';
import {
  conversationIdOf,
  conversationStreamId,
  reportIdOf,
  type MessageEvent,
} from './messages.events.js';

const conversationId = conversationIdOf('paula', 'nina');
const spec = deciderSpec(messageDecider, conversationStreamId(conversationId));
const conversation = { parentId: 'paula', nannyId: 'nina' };
const at = '2026-11-21T12:00:00.000Z';
const base = { conversationId, at, conversation };

const send = (changes: object = {}): MessageCommand => ({
  ...base,
  type: 'SendMessage',
  messageId: 'm1',
  senderId: 'paula',
  text: '  Pick-up at 3:15, please.  ',
  senderSuspended: false,
  recipientErased: false,
  ...changes,
});
const sent = (changes: object = {}): MessageEvent => ({
  type: 'MessageSent',
  data: {
    conversationId,
    messageId: 'm1',
    senderId: 'paula',
    recipientId: 'nina',
    text: 'Pick-up at 3:15, please.',
    sentAt: at,
    ...changes,
  },
});
const blocked = (blockerId: string, blockedId: string): MessageEvent => ({
  type: 'ContactBlocked',
  data: { conversationId, blockerId, blockedId, blockedAt: at },
});
const read = (changes: object = {}): MessageCommand => ({
  ...base,
  type: 'MarkRead',
  readerId: 'nina',
  upToMessageId: 'm1',
  message: { senderId: 'paula' },
  alreadyRead: false,
  ...changes,
});
const report = (changes: object = {}): MessageCommand => ({
  ...base,
  type: 'ReportMessage',
  messageId: 'm1',
  reporterId: 'nina',
  reason: ' Asked for cash. ',
  message: { senderId: 'paula' },
  ...changes,
});
const reportId = reportIdOf('m1');
const reported: MessageEvent = {
  type: 'MessageReported',
  data: {
    conversationId,
    reportId,
    messageId: 'm1',
    reporterId: 'nina',
    senderId: 'paula',
    reason: 'Asked for cash.',
    reportedAt: at,
  },
};
const decide = (action: 'dismiss' | 'warn' | 'suspend' = 'warn'): MessageCommand => ({
  type: 'DecideReport',
  conversationId,
  reportId,
  operatorId: 'olive',
  action,
  at,
});

describe('sending a message', () => {
  it('records what a party typed, trimmed, to the other party', () =>
    spec.given([]).when(send()).then([sent()]));

  it('lets the nanny write to the parent', () =>
    spec
      .given([])
      .when(send({ senderId: 'nina' }))
      .then([sent({ senderId: 'nina', recipientId: 'paula' })]));

  it("answers someone else's conversation as unknown", () =>
    spec
      .given([])
      .when(send({ senderId: 'eve' }))
      .thenThrows(moderationTexts.conversationNotFound));

  it('refuses a conversation that does not exist', () =>
    spec
      .given([])
      .when(send({ conversation: undefined }))
      .thenThrows(moderationTexts.conversationNotFound));

  it('records a resent message (same id) once', () => spec.given([sent()]).when(send()).then([]));

  it('refuses an empty message', () =>
    spec
      .given([])
      .when(send({ text: ' \n ' }))
      .thenThrows(messageTexts.empty));

  it('refuses a message over 2,000 characters', () =>
    spec
      .given([])
      .when(send({ text: 'x'.repeat(2001) }))
      .thenThrows(messageTexts.tooLong));

  it('refuses hidden control characters', () =>
    spec
      .given([])
      .when(send({ text: 'Hi\u202e' }))
      .thenThrows(hiddenCharactersMessage('Message')));

  it('refuses the blocked person, telling her only that she cannot contact', () =>
    spec
      .given([blocked('nina', 'paula')])
      .when(send())
      .thenThrows(messageTexts.cannotContact));

  it('refuses the blocker too until she unblocks', () =>
    spec
      .given([blocked('nina', 'paula')])
      .when(send({ senderId: 'nina' }))
      .thenThrows(messageTexts.cannotContact));

  it('refuses a suspended sender', () =>
    spec
      .given([])
      .when(send({ senderSuspended: true }))
      .thenThrows(moderationTexts.accountSuspended));

  it('writes only to its own conversation stream', () =>
    spec
      .given([])
      .when(send({ conversationId: 'other' }))
      .thenThrows(NotStreamOwnerError));
});

describe('reading', () => {
  it('records how far a party read', () =>
    spec
      .given([sent()])
      .when(read())
      .then([
        {
          type: 'MessagesRead',
          data: { conversationId, readerId: 'nina', upToMessageId: 'm1', readAt: at },
        },
      ]));

  it('records nothing when she had read that far', () =>
    spec
      .given([sent()])
      .when(read({ alreadyRead: true }))
      .then([]));

  it('refuses an unknown message', () =>
    spec
      .given([])
      .when(read({ message: undefined }))
      .thenThrows(moderationTexts.messageNotFound));

  it("answers someone else's conversation as unknown", () =>
    spec
      .given([sent()])
      .when(read({ readerId: 'eve' }))
      .thenThrows(moderationTexts.conversationNotFound));
});

describe('blocking', () => {
  const block = (actorId: string): MessageCommand => ({ ...base, type: 'BlockContact', actorId });
  const unblock = (actorId: string): MessageCommand => ({
    ...base,
    type: 'UnblockContact',
    actorId,
  });

  it('lets either party block the other', () => {
    spec
      .given([])
      .when(block('nina'))
      .then([blocked('nina', 'paula')]);
    spec
      .given([])
      .when(block('paula'))
      .then([blocked('paula', 'nina')]);
  });

  it('blocks once', () =>
    spec
      .given([blocked('nina', 'paula')])
      .when(block('nina'))
      .then([]));

  it('lets only the blocker unblock', () => {
    spec
      .given([blocked('nina', 'paula')])
      .when(unblock('nina'))
      .then([
        {
          type: 'ContactUnblocked',
          data: { conversationId, blockerId: 'nina', blockedId: 'paula', unblockedAt: at },
        },
      ]);
    spec
      .given([blocked('nina', 'paula')])
      .when(unblock('paula'))
      .then([]);
  });

  it('lets a sender write again once unblocked', () =>
    spec
      .given([
        blocked('nina', 'paula'),
        {
          type: 'ContactUnblocked',
          data: { conversationId, blockerId: 'nina', blockedId: 'paula', unblockedAt: at },
        },
      ])
      .when(send())
      .then([sent()]));

  it("answers someone else's conversation as unknown", () =>
    spec.given([]).when(block('eve')).thenThrows(moderationTexts.conversationNotFound));
});

describe('reporting a message', () => {
  it("records the receiver's report, trimmed, naming the sender", () =>
    spec.given([sent()]).when(report()).then([reported]));

  it('lets only the receiver report it', () =>
    spec
      .given([sent()])
      .when(report({ reporterId: 'paula' }))
      .thenThrows(moderationTexts.reportNotYours));

  it('takes one report per message', () =>
    spec.given([sent(), reported]).when(report()).thenThrows(messageTexts.alreadyReported));

  it('needs a reason', () =>
    spec
      .given([sent()])
      .when(report({ reason: '  ' }))
      .thenThrows(messageTexts.reportReasonMissing));

  it('refuses an unknown message', () =>
    spec
      .given([])
      .when(report({ message: undefined }))
      .thenThrows(moderationTexts.messageNotFound));

  it("answers someone else's conversation as unknown", () =>
    spec
      .given([sent()])
      .when(report({ reporterId: 'eve' }))
      .thenThrows(moderationTexts.conversationNotFound));
});

describe('deciding a report', () => {
  it("records the operator's action against the sender", () =>
    spec
      .given([sent(), reported])
      .when(decide('suspend'))
      .then([
        {
          type: 'MessageReportDecided',
          data: {
            conversationId,
            reportId,
            senderId: 'paula',
            action: 'suspend',
            operatorId: 'olive',
            decidedAt: at,
          },
        },
      ]));

  it('decides once', () =>
    spec
      .given([
        sent(),
        reported,
        {
          type: 'MessageReportDecided',
          data: {
            conversationId,
            reportId,
            senderId: 'paula',
            action: 'dismiss',
            operatorId: 'olive',
            decidedAt: at,
          },
        },
      ])
      .when(decide('warn'))
      .thenThrows(moderationTexts.reportDecided));

  it('refuses an unknown report', () =>
    spec.given([sent()]).when(decide()).thenThrows(moderationTexts.reportNotFound));
});
