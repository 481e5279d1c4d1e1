// Reviews after a session (docs/product.md, Reviews): the rules and messages the server and the web
// app share. No Node imports and no I/O, so web/src imports it as `@shared/reviews`.

import { HIDDEN_CONTACT, maskContactDetails } from './contact-details.js';

/** Each side may review the other until 14 days after the session's hours were confirmed. */
export const REVIEW_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
/** A nanny's average is shown from her third revealed review on ("New" before). */
export const MIN_REVIEWS_SHOWN = 3;
export const COMMENT_MAX_LENGTH = 1000;
export const PRIVATE_NOTE_MAX_LENGTH = 1000;
export const REPLY_MAX_LENGTH = 1000;

/** The five ratings a parent gives (1–5 each), in the order the form asks them. */
export const RATINGS = [
  'overall',
  'punctuality',
  'communication',
  'carePlan',
  'engagement',
] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Record<Rating, string> = {
  overall: 'Overall',
  punctuality: 'Punctuality',
  communication: 'Communication',
  carePlan: 'Followed the care instructions',
  engagement: 'Engagement with the child',
};

/** The only reasons an operator may hide a public comment; never for being negative. */
export const HIDE_REASONS = ['contact_details', 'child_details', 'abuse'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];
export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  contact_details: 'Contact details',
  child_details: "A child's name or health details",
  abuse: 'Abuse',
};
export const isHideReason = (value: string): value is HideReason =>
  (HIDE_REASONS as readonly string[]).includes(value);

export const REVIEW_THANKS_MESSAGE =
  'Thank you. Your review will appear when both of you have written one, or when the 14 days end.';
export const REVIEW_NOT_CONFIRMED_MESSAGE =
  'You can review a session once its hours are confirmed.';
export const REVIEW_NOT_CHARGED_MESSAGE =
  'You can review this session once its payment has gone through.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this session.';
export const REVIEW_WINDOW_CLOSED_MESSAGE = 'The 14 days to review this session have ended.';
export const STARS_MESSAGE = 'Please rate each item from 1 to 5 stars.';
export const COMMENT_TOO_LONG_MESSAGE = 'Please keep the comment to 1,000 characters.';
export const NOTE_TOO_LONG_MESSAGE = 'Please keep the note to the team to 1,000 characters.';
export const REPLY_THANKS_MESSAGE = 'Your reply is published under the review.';
export const REPLY_MISSING_MESSAGE = 'Please write your reply.';
export const REPLY_TOO_LONG_MESSAGE = 'Please keep the reply to 1,000 characters.';
export const ALREADY_REPLIED_MESSAGE = 'You have already replied to this review.';
export const NOTHING_TO_REPLY_MESSAGE = 'There is no public comment to reply to.';
export const NOT_REVEALED_MESSAGE =
  'You can reply once the review is shown: when both of you have written one, or the 14 days end.';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found.';
export const HIDE_REASON_MESSAGE =
  'Please choose the policy reason: contact details, a child’s name or health details, or abuse.';
export const NO_COMMENT_TO_HIDE_MESSAGE = 'This review has no public comment to hide.';
export const ALREADY_MODERATED_MESSAGE = 'This review has already been decided.';
export const KEPT_MESSAGE = 'Decided: the comment stays.';
export const HIDDEN_MESSAGE = 'Decided: the comment is hidden. The stars still count.';
/** Shown in place of a comment an operator hid. */
export const COMMENT_HIDDEN_TEXT = 'This comment was hidden by our team under the review policy.';
export const NEW_NANNY_LABEL = 'New';

export const windowEndsAt = (confirmedAt: string): string =>
  new Date(Date.parse(confirmedAt) + REVIEW_WINDOW_MS).toISOString();

/**
 * When a session's reviews are shown (to each other, and the parent's to families): the moment
 * the second one was written, or else the end of the 14 days. Known from the events alone, so
 * every read and a replay agree; a review is shown from this instant on (`now >= revealedAt`).
 */
export function revealedAt(window: {
  windowEndsAt: string;
  parentAt: string | null;
  nannyAt: string | null;
}): string {
  const { parentAt, nannyAt } = window;
  if (parentAt !== null && nannyAt !== null) {
    return Date.parse(parentAt) >= Date.parse(nannyAt) ? parentAt : nannyAt;
  }
  return window.windowEndsAt;
}

export const isRevealed = (now: Date, at: string): boolean => now.getTime() >= Date.parse(at);

/** Whether the window to write a review is still open at `now`. */
export const windowOpen = (now: Date, endsAt: string): boolean =>
  now.getTime() < Date.parse(endsAt);

export interface ShownRating {
  /** Average of the overall stars, one decimal; null while fewer than 3 reviews ("New"). */
  average: number | null;
  count: number;
}

/** A nanny's average as families see it: only from her third shown review on. */
export function shownRating(overallStars: readonly number[]): ShownRating {
  const count = overallStars.length;
  if (count < MIN_REVIEWS_SHOWN) return { average: null, count };
  const sum = overallStars.reduce((total, stars) => total + stars, 0);
  return { average: Math.round((sum / count) * 10) / 10, count };
}

/**
 * Her completion rate: of the sessions she accepted, the share she did not cancel, as a whole
 * percent; null before she accepted any.
 */
export function completionRate(accepted: number, cancelledByHer: number): number | null {
  if (accepted === 0) return null;
  return Math.round(((accepted - cancelledByHer) / accepted) * 100);
}

export const starsProblem = (stars: Record<Rating, number>): string | null =>
  RATINGS.every((r) => Number.isInteger(stars[r]) && stars[r] >= 1 && stars[r] <= 5)
    ? null
    : STARS_MESSAGE;

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text published on a nanny's profile: contact details hidden as in messages, and the names of
 * the family's children hidden too (a child's name is never public). `masked` says either
 * happened, which sends the review to the operators' queue.
 */
export function publicText(text: string, childNames: readonly string[]) {
  const contacts = maskContactDetails(text);
  const names = childNames.map((n) => n.trim()).filter((n) => n.length > 1);
  if (names.length === 0) return contacts;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${names.map(escaped).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const hidden = contacts.text.replace(pattern, HIDDEN_CONTACT);
  return { text: hidden, masked: contacts.masked || hidden !== contacts.text };
}
