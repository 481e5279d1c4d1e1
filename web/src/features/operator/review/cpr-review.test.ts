import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendReviewAction } from './review-api';
import { actionDoneText } from './review-messages';

const sent: { path: string; method: string | undefined; body: unknown }[] = [];

function answerWith(nanny: object) {
  sent.length = 0;
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
    sent.push({
      path,
      method: init?.method,
      body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null'),
    });
    return Promise.resolve(
      new Response(JSON.stringify({ nanny }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

describe('CPR / First Aid review from the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('verifies with the date the card is valid until', async () => {
    answerWith({ id: 'n1' });
    await sendReviewAction('n1', { kind: 'verify-cpr-first-aid', validUntil: '2027-05-01' });
    expect(sent).toEqual([
      {
        path: '/api/operator/nannies/n1/cpr-first-aid/verify',
        method: 'POST',
        body: { validUntil: '2027-05-01' },
      },
    ]);
  });

  it('rejects with the reason', async () => {
    answerWith({ id: 'n1' });
    await sendReviewAction('n1', { kind: 'reject-cpr-first-aid', reason: 'Expired.' });
    expect(sent).toEqual([
      {
        path: '/api/operator/nannies/n1/cpr-first-aid/reject',
        method: 'POST',
        body: { reason: 'Expired.' },
      },
    ]);
  });

  it('says what was decided, with the last valid day in words', () => {
    expect(
      actionDoneText({ kind: 'verify-cpr-first-aid', validUntil: '2027-05-01' }, 'Nora Quinn'),
    ).toBe('Verified the CPR / First Aid card of Nora Quinn, valid until Saturday, May 1, 2027.');
    expect(actionDoneText({ kind: 'reject-cpr-first-aid', reason: 'x' }, 'Nora Quinn')).toBe(
      'Rejected the CPR / First Aid card of Nora Quinn.',
    );
  });
});
