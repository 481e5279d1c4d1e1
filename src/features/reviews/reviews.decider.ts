import {
  assertNever,
  conflictError,
  notFoundError,
  validationError,
} from '../../infra/domain/errors.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  ALREADY_MODERATED_MESSAGE,
  ALREADY_REPLIED_MESSAGE,
  ALREADY_REVIEWED_MESSAGE,
  COMMENT_MAX_LENGTH,
  COMMENT_TOO_LONG_MESSAGE,
  HIDE_REASON_MESSAGE,
  isHideReason,
  isRevealed,
  NO_COMMENT_TO_HIDE_MESSAGE,
  NOT_REVEALED_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  NOTHING_TO_REPLY_MESSAGE,
  PRIVATE_NOTE_MAX_LENGTH,
  publicText,
  REPLY_MAX_LENGTH,
  REPLY_MISSING_MESSAGE,
  REPLY_TOO_LONG_MESSAGE,
  REVIEW_NOT_CHARGED_MESSAGE,
  REVIEW_NOT_CONFIRMED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_WINDOW_CLOSED_MESSAGE,
  revealedAt,
  starsProblem,
  windowEndsAt,
  windowOpen,
  type HideReason,
  type Rating,
} from '../../shared/reviews.js';
import { hiddenCharactersProblem } from '../../shared/plain-text.js';
import { reviewStreamId, type ReviewEvent } from './reviews.events.js';

/** A booking not found, or not this person's: the same answer, so ids reveal nothing. */
export const SESSION_NOT_FOUND_MESSAGE = 'Booking not found.';

/** What the route reads of the booking (and its charge) for the review rules. */
export interface SessionFacts {
  parentId: string;
  nannyId: string;
  status: string;
  confirmedAt: string | null;
  /** Whether its session charge went through; null when payments are off. */
  charged: boolean | null;
}

interface Authoring {
  bookingId: string;
  session: SessionFacts | undefined;
  privateNote: string;
  at: string;
}

export type ReviewCommand =
  | ({
      type: 'ReviewNanny';
      parentId: string;
      stars: Record<Rating, number>;
      wouldBookAgain: boolean;
      comment: string;
      /** The family's children's names, hidden from the published comment. */
      childNames: readonly string[];
    } & Authoring)
  | ({
      type: 'ReviewFamily';
      nannyId: string;
      respectedTime: boolean;
      describedNeeds: boolean;
    } & Authoring)
  | {
      type: 'ReplyToReview';
      bookingId: string;
      nannyId: string;
      reply: string;
      childNames: readonly string[];
      at: string;
    }
  | {
      type: 'ModerateReview';
      bookingId: string;
      operatorId: string;
      decision: 'keep' | 'hide';
      reason: string | null;
      at: string;
    };

export interface ReviewState {
  parentId: string;
  nannyId: string;
  windowEndsAt: string;
  parentAt: string | null;
  nannyAt: string | null;
  hasComment: boolean;
  replied: boolean;
  decided: boolean;
}

const initialState = (): ReviewState => ({
  parentId: '',
  nannyId: '',
  windowEndsAt: '',
  parentAt: null,
  nannyAt: null,
  hasComment: false,
  replied: false,
  decided: false,
});

function evolve(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'NannyReviewed': {
      const { parentId, nannyId, windowEndsAt, reviewedAt, comment } = event.data;
      const hasComment = comment !== '';
      return { ...state, parentId, nannyId, windowEndsAt, parentAt: reviewedAt, hasComment };
    }
    case 'FamilyReviewed': {
      const { parentId, nannyId, windowEndsAt, reviewedAt } = event.data;
      return { ...state, parentId, nannyId, windowEndsAt, nannyAt: reviewedAt };
    }
    case 'ReviewReplied':
      return { ...state, replied: true };
    case 'ReviewModerated':
      return { ...state, decided: true };
    default:
      return assertNever(event);
  }
}

/** The session's window, checked for one author: hers, confirmed (and charged), still open. */
function openWindow(command: Authoring, isAuthor: (s: SessionFacts) => boolean): string {
  const session = command.session;
  if (!session || !isAuthor(session)) throw notFoundError(SESSION_NOT_FOUND_MESSAGE);
  if (session.status !== 'confirmed' || session.confirmedAt === null) {
    throw conflictError(REVIEW_NOT_CONFIRMED_MESSAGE);
  }
  if (session.charged === false) throw conflictError(REVIEW_NOT_CHARGED_MESSAGE);
  const endsAt = windowEndsAt(session.confirmedAt);
  if (!windowOpen(new Date(command.at), endsAt)) {
    throw conflictError(REVIEW_WINDOW_CLOSED_MESSAGE);
  }
  return endsAt;
}

/** Free text as other forms take it: no hidden control or text-direction characters. */
function refuseHidden(label: string, text: string): void {
  const problem = hiddenCharactersProblem(label, text, 'text');
  if (problem !== null) throw validationError(problem);
}

function checkedNote(note: string): string {
  const trimmed = note.trim();
  if (trimmed.length > PRIVATE_NOTE_MAX_LENGTH) throw validationError(NOTE_TOO_LONG_MESSAGE);
  refuseHidden('Note', trimmed);
  return trimmed;
}

function reviewNanny(command: Extract<ReviewCommand, { type: 'ReviewNanny' }>, state: ReviewState) {
  const windowEnds = openWindow(command, (s) => s.parentId === command.parentId);
  if (state.parentAt !== null) throw conflictError(ALREADY_REVIEWED_MESSAGE);
  const problem = starsProblem(command.stars);
  if (problem !== null) throw validationError(problem);
  const written = command.comment.trim();
  if (written.length > COMMENT_MAX_LENGTH) throw validationError(COMMENT_TOO_LONG_MESSAGE);
  refuseHidden('Comment', written);
  const comment = publicText(written, command.childNames);
  const { parentId, nannyId } = command.session!;
  const event: ReviewEvent = {
    type: 'NannyReviewed',
    data: {
      bookingId: command.bookingId,
      parentId,
      nannyId,
      ...command.stars,
      wouldBookAgain: command.wouldBookAgain,
      comment: comment.text,
      commentMasked: comment.masked,
      privateNote: checkedNote(command.privateNote),
      windowEndsAt: windowEnds,
      reviewedAt: command.at,
    },
  };
  return [event];
}

function reviewFamily(
  command: Extract<ReviewCommand, { type: 'ReviewFamily' }>,
  state: ReviewState,
) {
  const windowEnds = openWindow(command, (s) => s.nannyId === command.nannyId);
  if (state.nannyAt !== null) throw conflictError(ALREADY_REVIEWED_MESSAGE);
  const { parentId, nannyId } = command.session!;
  const event: ReviewEvent = {
    type: 'FamilyReviewed',
    data: {
      bookingId: command.bookingId,
      parentId,
      nannyId,
      respectedTime: command.respectedTime,
      describedNeeds: command.describedNeeds,
      privateNote: checkedNote(command.privateNote),
      windowEndsAt: windowEnds,
      reviewedAt: command.at,
    },
  };
  return [event];
}

function reply(command: Extract<ReviewCommand, { type: 'ReplyToReview' }>, state: ReviewState) {
  if (state.parentAt === null || command.nannyId !== state.nannyId) {
    throw notFoundError(REVIEW_NOT_FOUND_MESSAGE);
  }
  if (!isRevealed(new Date(command.at), revealedAt(state))) {
    throw conflictError(NOT_REVEALED_MESSAGE);
  }
  if (!state.hasComment) throw conflictError(NOTHING_TO_REPLY_MESSAGE);
  if (state.replied) throw conflictError(ALREADY_REPLIED_MESSAGE);
  const written = command.reply.trim();
  if (written === '') throw validationError(REPLY_MISSING_MESSAGE);
  if (written.length > REPLY_MAX_LENGTH) throw validationError(REPLY_TOO_LONG_MESSAGE);
  refuseHidden('Reply', written);
  const shown = publicText(written, command.childNames);
  const event: ReviewEvent = {
    type: 'ReviewReplied',
    data: {
      bookingId: command.bookingId,
      parentId: state.parentId,
      nannyId: state.nannyId,
      reply: shown.text,
      replyMasked: shown.masked,
      repliedAt: command.at,
    },
  };
  return [event];
}

function moderate(command: Extract<ReviewCommand, { type: 'ModerateReview' }>, state: ReviewState) {
  if (state.parentAt === null) throw notFoundError(REVIEW_NOT_FOUND_MESSAGE);
  if (state.decided) throw conflictError(ALREADY_MODERATED_MESSAGE);
  let reason: HideReason | null = null;
  if (command.decision === 'hide') {
    // Hiding needs a stated policy reason; a low rating is never one (the stars always count).
    if (command.reason === null || !isHideReason(command.reason)) {
      throw validationError(HIDE_REASON_MESSAGE);
    }
    if (!state.hasComment) throw conflictError(NO_COMMENT_TO_HIDE_MESSAGE);
    reason = command.reason;
  }
  const event: ReviewEvent = {
    type: 'ReviewModerated',
    data: {
      bookingId: command.bookingId,
      parentId: state.parentId,
      nannyId: state.nannyId,
      operatorId: command.operatorId,
      decision: command.decision === 'hide' ? 'hidden' : 'kept',
      reason,
      decidedAt: command.at,
    },
  };
  return [event];
}

function decide(command: ReviewCommand, state: ReviewState, streamId: string): ReviewEvent[] {
  requireOwnStream(streamId, reviewStreamId(command.bookingId));
  switch (command.type) {
    case 'ReviewNanny':
      return reviewNanny(command, state);
    case 'ReviewFamily':
      return reviewFamily(command, state);
    case 'ReplyToReview':
      return reply(command, state);
    case 'ModerateReview':
      return moderate(command, state);
    default:
      return assertNever(command);
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  streamType: 'review',
  initialState,
  evolve,
  decide,
};
