import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGE_MAX, failureMessage } from './failure-message.js';

describe('the error message an operator sees for a failed job', () => {
  it('keeps a plain connection error as it is', () => {
    expect(failureMessage('connect ECONNREFUSED 127.0.0.1:2525')).toBe(
      'connect ECONNREFUSED 127.0.0.1:2525',
    );
  });

  it('hides email addresses, which are personal data', () => {
    const shown = failureMessage('550 5.1.1 <paula.parent@example.com>: Recipient rejected');
    expect(shown).toBe('550 5.1.1 <[address]>: Recipient rejected');
    expect(shown).not.toContain('paula');
  });

  it('hides credentials in URLs', () => {
    const shown = failureMessage('cannot reach smtp://mailer:s3cret-pass@smtp.example.com:587');
    expect(shown).toBe('cannot reach smtp://[credentials]@smtp.example.com:587');
  });

  it('hides query strings, where one-time tokens travel', () => {
    const shown = failureMessage('GET https://rbt.example/verify-email?token=abc123 failed');
    expect(shown).toBe('GET https://rbt.example/verify-email?[hidden] failed');
  });

  it('hides long token-like strings', () => {
    const shown = failureMessage(`bad token ${'a1B2'.repeat(10)}`);
    expect(shown).toBe('bad token [hidden]');
  });

  it('shows only the first line, never a stack or a message body', () => {
    expect(failureMessage('Message failed\nSubject: Verify\n\nDear Paula,')).toBe('Message failed');
  });

  it('cuts a long message and names a missing one', () => {
    expect(failureMessage('x '.repeat(400))).toHaveLength(FAILURE_MESSAGE_MAX);
    expect(failureMessage(undefined)).toBe('No error message.');
    expect(failureMessage('')).toBe('No error message.');
  });
});
