import { Type } from '@sinclair/typebox';
import {
  eventTypeDefinitionsOf,
  eventTypeNamesOf,
  type EventUnionOf,
} from '../../infra/domain/event-union.js';
import { personal } from '../../infra/event-store/personal-data.js';
import { HIDE_REASONS } from '../../shared/reviews.js';
import { ratingFields } from './reviews.schemas.js';

const Instant = Type.String();
const Stars = Type.Integer({ minimum: 1, maximum: 5 });
const session = { bookingId: Type.String(), parentId: Type.String(), nannyId: Type.String() };

/**
 * A parent's review of her nanny. The comment is stored as published (contact details and her
 * children's names already hidden, `commentMasked` saying so); both texts are hers: her key,
 * shredded with her account. `windowEndsAt` travels with it so the reveal is known from the log.
 */
const NannyReviewed = Type.Object({
  ...session,
  ...ratingFields(Stars),
  wouldBookAgain: Type.Boolean(),
  comment: personal(Type.String(), { owner: 'parentId' }),
  commentMasked: Type.Boolean(),
  privateNote: personal(Type.String(), { owner: 'parentId' }),
  windowEndsAt: Instant,
  reviewedAt: Instant,
});
/** A nanny's review of the family: two yes/no answers and a note to the team (her key). */
const FamilyReviewed = Type.Object({
  ...session,
  respectedTime: Type.Boolean(),
  describedNeeds: Type.Boolean(),
  privateNote: personal(Type.String(), { owner: 'nannyId' }),
  windowEndsAt: Instant,
  reviewedAt: Instant,
});
/** Her one public reply to the parent's comment, as published (contacts and names hidden). */
const ReviewReplied = Type.Object({
  ...session,
  reply: personal(Type.String(), { owner: 'nannyId' }),
  replyMasked: Type.Boolean(),
  repliedAt: Instant,
});
/** An operator's decision on a queued review: the comment kept, or hidden for a policy reason. */
const ReviewModerated = Type.Object({
  ...session,
  operatorId: Type.String(),
  decision: Type.Union([Type.Literal('kept'), Type.Literal('hidden')]),
  reason: Type.Union([...HIDE_REASONS.map((r) => Type.Literal(r)), Type.Null()]),
  decidedAt: Instant,
});

const schemas = { NannyReviewed, FamilyReviewed, ReviewReplied, ReviewModerated };
export type ReviewEvent = EventUnionOf<typeof schemas>;
export type ReviewEventOf<K extends ReviewEvent['type']> = Extract<ReviewEvent, { type: K }>;

export const REVIEW_EVENT_TYPES = eventTypeNamesOf(schemas);

export const reviewEventTypes = eventTypeDefinitionsOf(schemas);

/** One stream per session: both sides' reviews, her reply and the operators' decision. */
export const reviewStreamId = (bookingId: string) => `review-${bookingId}`;
