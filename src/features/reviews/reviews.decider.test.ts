import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import {
  ALREADY_MODERATED_MESSAGE,
  ALREADY_REPLIED_MESSAGE,
  ALREADY_REVIEWED_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  HIDE_REASON_MESSAGE,
  NO_COMMENT_TO_HIDE_MESSAGE,
  NOT_REVEALED_MESSAGE,
  NOTHING_TO_REPLY_MESSAGE,
  REPLY_MISSING_MESSAGE,
  REVIEW_NOT_CHARGED_MESSAGE,
  REVIEW_NOT_CONFIRMED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_WINDOW_CLOSED_MESSAGE,
  STARS_MESSAGE,
} from '../../shared/reviews.js';
import { reviewDecider, SESSION_NOT_FOUND_MESSAGE, type ReviewCommand } from './reviews.decider.js';
import { reviewStreamId, type ReviewEvent } from './reviews.events.js';

const spec = deciderSpec(reviewDecider, reviewStreamId('b1'));
const confirmedAt = '2026-12-01T18:00:00.000Z';
const windowEndsAt = '2026-12-15T18:00:00.000Z';
const session = {
  parentId: 'p1',
  nannyId: 'n1',
  status: 'confirmed',
  confirmedAt,
  charged: null,
};
const stars = { overall: 5, punctuality: 4, communication: 5, carePlan: 5, engagement: 4 };
type Of<T extends ReviewCommand['type']> = Extract<ReviewCommand, { type: T }>;

const byParent = (changes: Partial<Of<'ReviewNanny'>> = {}): ReviewCommand => ({
  type: 'ReviewNanny',
  bookingId: 'b1',
  parentId: 'p1',
  session,
  stars,
  wouldBookAgain: true,
  comment: ' Lovely with Sam. ',
  childNames: ['Sam'],
  privateNote: ' Thanks. ',
  at: '2026-12-02T10:00:00.000Z',
  ...changes,
});
const byNanny = (changes: Partial<Of<'ReviewFamily'>> = {}): ReviewCommand => ({
  type: 'ReviewFamily',
  bookingId: 'b1',
  nannyId: 'n1',
  session,
  respectedTime: true,
  describedNeeds: false,
  privateNote: '',
  at: '2026-12-03T09:00:00.000Z',
  ...changes,
});
const reply = (changes: Partial<Of<'ReplyToReview'>> = {}): ReviewCommand => ({
  type: 'ReplyToReview',
  bookingId: 'b1',
  nannyId: 'n1',
  reply: 'Thank you!',
  childNames: ['Sam'],
  at: '2026-12-04T09:00:00.000Z',
  ...changes,
});
const moderate = (changes: Partial<Of<'ModerateReview'>> = {}): ReviewCommand => ({
  type: 'ModerateReview',
  bookingId: 'b1',
  operatorId: 'op1',
  decision: 'hide',
  reason: 'abuse',
  at: '2026-12-04T09:00:00.000Z',
  ...changes,
});

const ids = { bookingId: 'b1', parentId: 'p1', nannyId: 'n1' };
const parentReviewed: ReviewEvent = {
  type: 'NannyReviewed',
  data: {
    ...ids,
    ...stars,
    wouldBookAgain: true,
    comment: 'Lovely with [hidden].',
    commentMasked: true,
    privateNote: 'Thanks.',
    windowEndsAt,
    reviewedAt: '2026-12-02T10:00:00.000Z',
  },
};
const nannyReviewed: ReviewEvent = {
  type: 'FamilyReviewed',
  data: {
    ...ids,
    respectedTime: true,
    describedNeeds: false,
    privateNote: '',
    windowEndsAt,
    reviewedAt: '2026-12-03T09:00:00.000Z',
  },
};

describe('a parent reviews her nanny', () => {
  it('records the stars, the answer and the comment as published (names hidden)', () => {
    spec.given([]).when(byParent()).then([parentReviewed]);
  });

  it('refuses a session that is not hers, with the answer of one that does not exist', () => {
    spec
      .given([])
      .when(byParent({ parentId: 'p2' }))
      .thenThrows(SESSION_NOT_FOUND_MESSAGE);
    spec
      .given([])
      .when(byParent({ session: undefined }))
      .thenThrows(SESSION_NOT_FOUND_MESSAGE);
  });

  it('waits for the hours to be confirmed', () => {
    spec
      .given([])
      .when(byParent({ session: { ...session, status: 'completed', confirmedAt: null } }))
      .thenThrows(REVIEW_NOT_CONFIRMED_MESSAGE);
  });

  it('waits for the charge where payments apply', () => {
    spec
      .given([])
      .when(byParent({ session: { ...session, charged: false } }))
      .thenThrows(REVIEW_NOT_CHARGED_MESSAGE);
  });

  it('takes one review per side', () => {
    spec.given([parentReviewed]).when(byParent()).thenThrows(ALREADY_REVIEWED_MESSAGE);
  });

  it('closes exactly 14 days after the hours were confirmed', () => {
    spec
      .given([])
      .when(byParent({ at: windowEndsAt }))
      .thenThrows(REVIEW_WINDOW_CLOSED_MESSAGE);
    spec
      .given([])
      .when(byParent({ at: '2026-12-15T17:59:59.999Z', comment: '', privateNote: '' }))
      .then([
        {
          ...parentReviewed,
          data: {
            ...parentReviewed.data,
            comment: '',
            commentMasked: false,
            privateNote: '',
            reviewedAt: '2026-12-15T17:59:59.999Z',
          },
        },
      ]);
  });

  it('refuses stars outside 1 to 5, and a comment over 1,000 characters', () => {
    spec
      .given([])
      .when(byParent({ stars: { ...stars, engagement: 6 } }))
      .thenThrows(STARS_MESSAGE);
    spec
      .given([])
      .when(byParent({ stars: { ...stars, overall: 0 } }))
      .thenThrows(STARS_MESSAGE);
    spec
      .given([])
      .when(byParent({ comment: 'x'.repeat(1001) }))
      .thenThrows(COMMENT_TOO_LONG_MESSAGE);
  });

  it('refuses hidden control or text-direction characters in the texts', () => {
    spec
      .given([])
      .when(byParent({ comment: 'Great \u202Eeno' }))
      .thenThrows(/Comment contains hidden/);
    spec
      .given([])
      .when(byParent({ privateNote: 'a\u0000b' }))
      .thenThrows(/Note contains hidden/);
  });

  it("never writes into another session's stream", () => {
    spec
      .given([])
      .when(byParent({ bookingId: 'b2' }))
      .thenThrows(NotStreamOwnerError);
  });
});

describe('a nanny reviews the family', () => {
  it('records her two answers, whatever the parent did', () => {
    spec.given([parentReviewed]).when(byNanny()).then([nannyReviewed]);
  });

  it('refuses another nanny, and a second review', () => {
    spec
      .given([])
      .when(byNanny({ nannyId: 'n2' }))
      .thenThrows(SESSION_NOT_FOUND_MESSAGE);
    spec.given([nannyReviewed]).when(byNanny()).thenThrows(ALREADY_REVIEWED_MESSAGE);
  });
});

describe('her one reply', () => {
  it('waits until the review is shown', () => {
    spec.given([parentReviewed]).when(reply()).thenThrows(NOT_REVEALED_MESSAGE);
  });

  it('is recorded once both have written', () => {
    spec
      .given([parentReviewed, nannyReviewed])
      .when(reply({ reply: ' Thank you, Sam! ' }))
      .then([
        {
          type: 'ReviewReplied',
          data: {
            ...ids,
            reply: 'Thank you, [hidden]!',
            replyMasked: true,
            repliedAt: '2026-12-04T09:00:00.000Z',
          },
        },
      ]);
  });

  it('is recorded after the 14 days when only the parent wrote', () => {
    spec
      .given([parentReviewed])
      .when(reply({ at: windowEndsAt }))
      .then([
        {
          type: 'ReviewReplied',
          data: { ...ids, reply: 'Thank you!', replyMasked: false, repliedAt: windowEndsAt },
        },
      ]);
  });

  it('is hers alone, once, to a comment that exists, and not empty', () => {
    const both = [parentReviewed, nannyReviewed];
    spec
      .given(both)
      .when(reply({ nannyId: 'n2' }))
      .thenThrows(REVIEW_NOT_FOUND_MESSAGE);
    spec.given([]).when(reply()).thenThrows(REVIEW_NOT_FOUND_MESSAGE);
    const replied: ReviewEvent = {
      type: 'ReviewReplied',
      data: { ...ids, reply: 'x', replyMasked: false, repliedAt: '2026-12-04T09:00:00.000Z' },
    };
    spec
      .given([...both, replied])
      .when(reply())
      .thenThrows(ALREADY_REPLIED_MESSAGE);
    spec
      .given(both)
      .when(reply({ reply: '  ' }))
      .thenThrows(REPLY_MISSING_MESSAGE);
    const silent = { ...parentReviewed, data: { ...parentReviewed.data, comment: '' } };
    spec.given([silent, nannyReviewed]).when(reply()).thenThrows(NOTHING_TO_REPLY_MESSAGE);
  });
});

describe('moderation', () => {
  const hidden: ReviewEvent = {
    type: 'ReviewModerated',
    data: {
      ...ids,
      operatorId: 'op1',
      decision: 'hidden',
      reason: 'abuse',
      decidedAt: '2026-12-04T09:00:00.000Z',
    },
  };

  it('hides a comment for a stated policy reason, the operator named', () => {
    spec.given([parentReviewed]).when(moderate()).then([hidden]);
  });

  it('never hides without a policy reason (a low rating is none)', () => {
    spec
      .given([parentReviewed])
      .when(moderate({ reason: null }))
      .thenThrows(HIDE_REASON_MESSAGE);
    spec
      .given([parentReviewed])
      .when(moderate({ reason: 'negative' }))
      .thenThrows(HIDE_REASON_MESSAGE);
  });

  it('keeps a comment without a reason', () => {
    spec
      .given([parentReviewed])
      .when(moderate({ decision: 'keep', reason: 'abuse' }))
      .then([{ ...hidden, data: { ...hidden.data, decision: 'kept', reason: null } }]);
  });

  it('decides once, a review that exists, with a comment to hide', () => {
    spec.given([parentReviewed, hidden]).when(moderate()).thenThrows(ALREADY_MODERATED_MESSAGE);
    spec.given([]).when(moderate()).thenThrows(REVIEW_NOT_FOUND_MESSAGE);
    const silent = { ...parentReviewed, data: { ...parentReviewed.data, comment: '' } };
    spec.given([silent]).when(moderate()).thenThrows(NO_COMMENT_TO_HIDE_MESSAGE);
  });
});
