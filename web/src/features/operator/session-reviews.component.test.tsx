import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../lib/api/api';
import { network } from '../../testing/fake-network';
import { answerOperatorConsole } from '../../testing/fixtures';
import { openOperatorTab } from '../../testing/operator-console';

// The Session reviews tab: the reviews to look at, then the decided ones; Keep the comment moves
// a review to Decided; a list that failed to load offers Try again.

type Review = ApiResponse<'/api/operator/reviews'>['reviews'][number];

const lowStars: Review = {
  bookingId: 'booking-1',
  parentId: 'parent-1',
  parentName: 'Pia Parent',
  nannyId: 'nanny-1',
  nannyName: 'Nora Quinn',
  date: '2031-01-04',
  overall: 2,
  punctuality: 3,
  communication: 2,
  engagement: 2,
  carePlan: 3,
  wouldBookAgain: false,
  comment: 'Late twice.',
  publishedComment: 'Late twice.',
  commentHidden: false,
  commentMasked: false,
  privateNote: null,
  incident: true,
  revealed: false,
  reviewedAt: '2031-01-05T09:00:00.000Z',
  reply: null,
  repliedAt: null,
  decision: null,
  decidedAt: null,
  hideReason: null,
};

describe('session reviews', () => {
  it('lists a review to look at, keeps its comment, and shows it decided', async () => {
    answerOperatorConsole();
    let decided = false;
    const sent: unknown[] = [];
    network()
      .on('GET', '/api/operator/reviews', (request) => {
        const status = request.query.get('status');
        const kept: Review = { ...lowStars, decision: 'kept', decidedAt: '2031-01-05T10:00:00Z' };
        if (status === 'decided') return { json: { reviews: decided ? [kept] : [] } };
        return { json: { reviews: decided ? [] : [lowStars] } };
      })
      .on('POST', '/api/operator/reviews/{bookingId}/decide', (request) => {
        sent.push({ path: request.path, body: request.body });
        decided = true;
        return { json: { message: 'The comment stays.' } };
      });
    const { user } = await openOperatorTab('Session reviews');
    const region = screen.getByRole('region', { name: 'Session reviews' });
    const toLookAt = await within(region).findByRole('list', { name: 'To look at' });
    const item = within(toLookAt).getByRole('article', { name: 'Review of Nora Quinn' });
    expect(within(item).getByText('Incident reported')).toBeDefined();
    expect(within(item).getByText('Late twice.')).toBeDefined();
    expect(within(region).getByText('No decisions yet.')).toBeDefined();

    await user.click(within(item).getByRole('button', { name: 'Keep the comment' }));
    const decidedList = await within(region).findByRole('list', { name: 'Decided' });
    expect(within(decidedList).getByText('Kept')).toBeDefined();
    expect(within(region).getByText('No reviews to look at.')).toBeDefined();
    expect(sent).toEqual([
      {
        path: '/api/operator/reviews/booking-1/decide',
        body: { decision: 'keep', reason: null },
      },
    ]);
  });

  it('offers Try again when the reviews fail to load, and shows them once they do', async () => {
    answerOperatorConsole();
    let failing = true;
    network().on('GET', '/api/operator/reviews', () =>
      failing
        ? { status: 500, json: { code: 'internal', message: 'Down.' } }
        : { json: { reviews: [] } },
    );
    const { user } = await openOperatorTab('Session reviews');
    const region = screen.getByRole('region', { name: 'Session reviews' });
    const failed = await within(region).findByRole('alert');
    expect(failed.textContent).toContain('We could not load the reviews.');
    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('No reviews to look at.')).toBeDefined();
    expect(within(region).getByText('No decisions yet.')).toBeDefined();
  });
});
