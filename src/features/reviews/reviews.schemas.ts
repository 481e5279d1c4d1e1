import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { COMMENT_MAX_LENGTH, HIDE_REASONS, RATINGS, type Rating } from '../../shared/reviews.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** Generous caps: the decider's rules give the exact messages below them (docs/product.md). */
const Text = Type.String({ maxLength: COMMENT_MAX_LENGTH * 4 });
const Stars = Type.Integer({ minimum: -100, maximum: 100 });

/** The five ratings (shared/reviews.ts RATINGS) as fields, in the form's order, each `schema`. */
export const ratingFields = <T extends TSchema>(schema: T) =>
  Object.fromEntries(RATINGS.map((rating) => [rating, schema])) as Record<Rating, T>;

export const ReviewNannyBody = Type.Object(
  {
    ...ratingFields(Stars),
    wouldBookAgain: Type.Boolean(),
    comment: Type.Optional(Text),
    privateNote: Type.Optional(Text),
  },
  { additionalProperties: false },
);
export const ReviewFamilyBody = Type.Object(
  {
    respectedTime: Type.Boolean(),
    describedNeeds: Type.Boolean(),
    privateNote: Type.Optional(Text),
  },
  { additionalProperties: false },
);
export const ReplyBody = Type.Object({ reply: Text }, { additionalProperties: false });
export const DecideBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('keep'), Type.Literal('hide')]),
    reason: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  },
  { additionalProperties: false },
);

const HideReason = Type.Union(HIDE_REASONS.map((r) => Type.Literal(r)));

/** A parent's review of her nanny, as a reader may see it (the private note: author, operators). */
export const NannyReviewView = Type.Object({
  bookingId: Type.String(),
  ...ratingFields(Type.Integer()),
  wouldBookAgain: Type.Boolean(),
  /** As published; null when there is none or an operator hid it. */
  comment: Nullable(Type.String()),
  commentHidden: Type.Boolean(),
  privateNote: Nullable(Type.String()),
  reply: Nullable(Type.String()),
  reviewedAt: Type.String(),
  repliedAt: Nullable(Type.String()),
});
export type NannyReviewView = Static<typeof NannyReviewView>;

/** A nanny's review of the family: to herself and operators only. */
export const FamilyReviewView = Type.Object({
  bookingId: Type.String(),
  respectedTime: Type.Boolean(),
  describedNeeds: Type.Boolean(),
  privateNote: Type.String(),
  reviewedAt: Type.String(),
});
export type FamilyReviewView = Static<typeof FamilyReviewView>;

/** One session's reviews as one of its two parties sees them. */
export const SessionReviews = Type.Object({
  /** She may still write her review (confirmed, charged where payments apply, 14 days open). */
  canReview: Type.Boolean(),
  windowEndsAt: Nullable(Type.String()),
  /** Both reviews are shown (both written, or the 14 days ended). */
  revealed: Type.Boolean(),
  parentReview: Nullable(NannyReviewView),
  familyReview: Nullable(FamilyReviewView),
  /** Once shown: whether the other side wrote one too. */
  otherReviewed: Type.Boolean(),
  /** The nanny may reply to the comment (shown, not replied yet). */
  canReply: Type.Boolean(),
});
export type SessionReviews = Static<typeof SessionReviews>;

export const ReviewAnswer = Type.Object({ message: Type.String(), reviews: SessionReviews });

/** What families see of a nanny: her rating from 3 reviews on, repeat families, completion. */
export const NannyReviewSummary = Type.Object({
  /** One decimal; null while fewer than 3 reviews are shown ("New"). */
  average: Nullable(Type.Number()),
  count: Type.Integer(),
  repeatFamilies: Type.Integer(),
  /** Percent of accepted sessions she did not cancel; null before any. */
  completionRate: Nullable(Type.Integer()),
});
export type NannyReviewSummary = Static<typeof NannyReviewSummary>;

export const PublicComment = Type.Object({
  bookingId: Type.String(),
  overall: Type.Integer(),
  comment: Nullable(Type.String()),
  commentHidden: Type.Boolean(),
  reply: Nullable(Type.String()),
  reviewedAt: Type.String(),
  repliedAt: Nullable(Type.String()),
});

export const NannyReviewsReply = Type.Object({
  summary: NannyReviewSummary,
  comments: Type.Array(PublicComment),
});

export const QueuedReview = Type.Object({
  ...NannyReviewView.properties,
  nannyId: Type.String(),
  parentId: Type.String(),
  nannyName: Nullable(Type.String()),
  parentName: Nullable(Type.String()),
  date: Nullable(Type.String()),
  /** Contact details or a child's name were hidden from the published comment. */
  commentMasked: Type.Boolean(),
  /** The comment as published, even if hidden (operators judge it). */
  publishedComment: Type.String(),
  incident: Type.Boolean(),
  revealed: Type.Boolean(),
  decision: Nullable(Type.Union([Type.Literal('kept'), Type.Literal('hidden')])),
  hideReason: Nullable(HideReason),
  decidedAt: Nullable(Type.String()),
});
export type QueuedReview = Static<typeof QueuedReview>;

export const ReviewQueue = Type.Object({ reviews: Type.Array(QueuedReview) });

export const FamilyReviewAggregate = Type.Object({
  count: Type.Integer(),
  respectedTime: Type.Integer(),
  describedNeeds: Type.Integer(),
  notes: Type.Array(Type.Object({ bookingId: Type.String(), note: Type.String() })),
});
