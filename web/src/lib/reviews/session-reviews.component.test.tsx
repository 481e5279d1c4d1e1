import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_THANKS_MESSAGE } from '@shared/reviews';
import { network } from '../../testing/fake-network';
import { fill, renderScreen, sessionUser } from '../../testing/render';
import type { SessionReviews } from './reviews-api';
import { SessionReviewsPanel } from './session-reviews';

// A confirmed session's review panel: the parent's form and what each side sees before and
// after the reveal. The rules themselves are the server's (reviews.int.test.ts).

const blank: SessionReviews = {
  canReview: true,
  windowEndsAt: '2030-05-15T18:00:00.000Z',
  revealed: false,
  parentReview: null,
  familyReview: null,
  otherReviewed: false,
  canReply: false,
};
const parentReview = {
  bookingId: 'b1',
  overall: 4,
  punctuality: 5,
  communication: 4,
  carePlan: 5,
  engagement: 3,
  wouldBookAgain: true,
  comment: 'Lovely afternoon.',
  commentHidden: false,
  privateNote: null,
  reply: null,
  reviewedAt: '2030-05-02T10:00:00.000Z',
  repliedAt: null,
};
const booking = { id: 'b1', status: 'confirmed' };

describe("a session's reviews", () => {
  it('sends the parent’s stars, answer and texts, then says when they will be shown', async () => {
    network().on('GET', '/api/bookings/{bookingId}/reviews', { json: blank });
    const { user } = renderScreen(<SessionReviewsPanel booking={booking} role="parent" />, {
      session: sessionUser('parent'),
    });
    await user.click(await screen.findByRole('button', { name: 'Review this session' }));
    const form = within(screen.getByRole('form', { name: 'Review of the nanny' }));
    await user.selectOptions(form.getByLabelText('Overall'), '4');
    await user.selectOptions(form.getByLabelText('Engagement with the child'), '3');
    await user.click(form.getByLabelText('I would book her again'));
    await fill(user, form.getByLabelText('Public comment (optional)'), 'Lovely afternoon.');
    network().on('POST', '/api/bookings/{bookingId}/review', {
      status: 201,
      json: {
        message: REVIEW_THANKS_MESSAGE,
        reviews: { ...blank, canReview: false, parentReview: { ...parentReview, privateNote: '' } },
      },
    });
    await user.click(form.getByRole('button', { name: 'Send review' }));
    expect(
      await screen.findByText(/Reviews are shown when both of you have written one/),
    ).toBeDefined();
    expect(network().sent('POST', '/api/bookings/b1/review')[0]?.body).toEqual({
      overall: 4,
      punctuality: 5,
      communication: 5,
      carePlan: 5,
      engagement: 3,
      wouldBookAgain: false,
      comment: 'Lovely afternoon.',
      privateNote: '',
    });
  });

  it('shows the nanny the family’s review only once revealed, with her reply form', async () => {
    network().on('GET', '/api/bookings/{bookingId}/reviews', {
      json: {
        ...blank,
        canReview: false,
        revealed: true,
        otherReviewed: true,
        canReply: true,
        parentReview,
      },
    });
    renderScreen(<SessionReviewsPanel booking={booking} role="nanny" />, {
      session: sessionUser('nanny'),
    });
    expect(await screen.findByText('Lovely afternoon.')).toBeDefined();
    expect(screen.getByRole('form', { name: 'Your public reply' })).toBeDefined();
  });

  it('shows nothing for a session not confirmed', () => {
    renderScreen(
      <SessionReviewsPanel booking={{ id: 'b2', status: 'completed' }} role="parent" />,
      {
        session: sessionUser('parent'),
      },
    );
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
  });
});
