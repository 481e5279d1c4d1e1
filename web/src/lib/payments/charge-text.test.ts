import { describe, expect, it } from 'vitest';
import {
  chargeFailureText,
  chargeStatusText,
  payoutStatusText,
  TEST_MODE_TEXT,
} from './charge-text';

describe('charge text', () => {
  it('names each status and failure as the issue words them', () => {
    expect(TEST_MODE_TEXT).toBe('Test mode: no real money moves');
    expect(['paid', 'failed', 'refunded'].map(chargeStatusText)).toEqual([
      'Paid',
      'Failed',
      'Refunded',
    ]);
    expect(chargeFailureText('declined')).toBe(
      'Your card was declined. Please pay with another card.',
    );
    expect(chargeFailureText('expired_card')).toContain('expired');
    expect(['pending', 'owed', 'paid_out'].map(payoutStatusText)).toEqual([
      'Pending',
      'Owed to you',
      'Paid out',
    ]);
  });
});
