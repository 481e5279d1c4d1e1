import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import type { HistoryAppend } from './product-history.js';

/**
 * Reviews on three of April's confirmed sessions (hours confirmed at 18:00 on the day): on the
 * first both sides review (shown at the second), the nanny replies and an operator hides the
 * comment for a policy reason; on the second only the parent writes (shown when its 14 days
 * end); on the third, which has the nanny's incident report, the parent's 4 stars go to the queue
 * and an operator keeps the comment. The parent hearts the nanny, unhearts and hearts her again.
 */
export function reviewHistory(who: {
  nanny: string;
  parent: string;
  operator: string;
  bookingIds: [string, string, string];
}): HistoryAppend[] {
  const { nanny: nannyId, parent: parentId, operator } = who;
  const windowEnds = (day: number) => `2026-04-${String(day + 14).padStart(2, '0')}T18:00:00.000Z`;
  const at = (day: number, hour: number) =>
    `2026-04-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const byParent = (
    bookingId: string,
    day: number,
    overall: number,
    comment: string,
  ): NewEvent => ({
    type: 'NannyReviewed',
    data: {
      bookingId,
      parentId,
      nannyId,
      overall,
      punctuality: 4,
      communication: 5,
      carePlan: 5,
      engagement: 4,
      wouldBookAgain: overall > 2,
      comment,
      commentMasked: comment.includes('[hidden]'),
      privateNote: 'Thank you for the extra half hour.',
      windowEndsAt: windowEnds(day),
      reviewedAt: at(day + 1, 9),
    },
  });
  const moderated = (bookingId: string, decision: 'kept' | 'hidden', day: number): NewEvent => ({
    type: 'ReviewModerated',
    data: {
      bookingId,
      parentId,
      nannyId,
      operatorId: operator,
      decision,
      reason: decision === 'hidden' ? 'abuse' : null,
      decidedAt: at(day, 15),
    },
  });
  const [both, parentOnly, withIncident] = who.bookingIds;
  return [
    [
      { id: `review-${both}`, type: 'review' },
      [
        byParent(both, 1, 2, 'Late twice and rude to me.'),
        {
          type: 'FamilyReviewed',
          data: {
            bookingId: both,
            parentId,
            nannyId,
            respectedTime: true,
            describedNeeds: false,
            privateNote: 'The care plan left out the sensory room.',
            windowEndsAt: windowEnds(1),
            reviewedAt: at(3, 10),
          },
        },
        {
          type: 'ReviewReplied',
          data: {
            bookingId: both,
            parentId,
            nannyId,
            reply: 'Sorry about the traffic; it will not happen again.',
            replyMasked: false,
            repliedAt: at(3, 12),
          },
        },
        moderated(both, 'hidden', 4),
      ],
    ],
    [{ id: `review-${parentOnly}`, type: 'review' }, [byParent(parentOnly, 2, 5, 'Wonderful.')]],
    [
      { id: `favourites-${parentId}`, type: 'favourites' },
      [
        { type: 'NannyFavourited', data: { parentId, nannyId, favouritedAt: at(5, 9) } },
        { type: 'NannyUnfavourited', data: { parentId, nannyId, unfavouritedAt: at(5, 10) } },
        { type: 'NannyFavourited', data: { parentId, nannyId, favouritedAt: at(5, 11) } },
      ],
    ],
    [
      { id: `review-${withIncident}`, type: 'review' },
      [
        byParent(withIncident, 3, 4, 'Good, call me on [hidden].'),
        moderated(withIncident, 'kept', 6),
      ],
    ],
  ];
}
