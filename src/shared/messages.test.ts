import { describe, expect, it } from 'vitest';
import {
  maskContactDetails,
  MESSAGE_MAX_LENGTH,
  messageTextProblem,
  messageTexts,
  moderationTexts,
  REPORT_REASON_MAX_LENGTH,
  reportReasonProblem,
  tooManyMessagesText,
} from './messages.js';
import { hiddenCharactersMessage } from './plain-text.js';

const masked = (text: string) => maskContactDetails(text);

describe('a message text', () => {
  it('needs something besides spaces', () => {
    expect(messageTextProblem('')).toBe(messageTexts.empty);
    expect(messageTextProblem(' \n\t ')).toBe(messageTexts.empty);
  });

  it('holds at most 2,000 characters, counted as people count them', () => {
    expect(messageTextProblem('x'.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
    expect(messageTextProblem('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(messageTexts.tooLong);
    // An emoji is one character, though two UTF-16 units.
    expect(messageTextProblem('😀'.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
    expect(messageTexts.tooLong).toBe('Messages can be at most 2,000 characters.');
  });

  it('keeps line breaks and tabs but refuses control and direction characters', () => {
    expect(messageTextProblem('Nap at 1.\nSnack at 3.\tThanks')).toBeNull();
    expect(messageTextProblem('Hello\u202eevil')).toBe(hiddenCharactersMessage('Message'));
    expect(messageTextProblem('Hello\u0007')).toBe(hiddenCharactersMessage('Message'));
  });
});

describe('a report reason', () => {
  it('is needed, short and plain', () => {
    expect(reportReasonProblem('  ')).toBe(messageTexts.reportReasonMissing);
    expect(reportReasonProblem('x'.repeat(REPORT_REASON_MAX_LENGTH + 1))).toBe(
      moderationTexts.reportReasonTooLong,
    );
    expect(reportReasonProblem('Rude\u202e')).toBe(hiddenCharactersMessage('Reason'));
    expect(reportReasonProblem('Asked for money outside the app.')).toBeNull();
  });
});

describe('the rate-limit text', () => {
  it('says how many seconds to wait', () => {
    expect(tooManyMessagesText(42)).toBe(
      'You are sending messages too quickly (at most 30 a minute). Please wait 42 seconds and try again.',
    );
    expect(tooManyMessagesText(1)).toContain('wait 1 second and');
  });
});

describe('masking contact details before a booking is accepted', () => {
  it.each([
    ['Write to jane.doe+kids@example.co.uk please', 'Write to [hidden] please'],
    ['JANE@GMAIL.COM', '[hidden]'],
    ['Call (555) 123-4567 after six', 'Call [hidden] after six'],
    ['Call 555-123-4567.', 'Call [hidden].'],
    ['555.123.4567', '[hidden]'],
    ['my cell: 555 123 4567', 'my cell: [hidden]'],
    ['+1 555 123 4567', '[hidden]'],
    ['1-555-123-4567', '[hidden]'],
    ['5551234567', '[hidden]'],
    ['London +44 20 7946 0958 anytime', 'London [hidden] anytime'],
    ['Paris +33 1 23 45 67 89', 'Paris [hidden]'],
    ['See https://example.com/me?x=1.', 'See [hidden].'],
    ['http://a.b.example.org/path', '[hidden]'],
    ['www.facebook.com/jane', '[hidden]'],
    ['find me on example.com or nanny-jane.io/about!', 'find me on [hidden] or [hidden]!'],
    ['(my site: janecares.net)', '(my site: [hidden])'],
  ])('masks %j', (text, expected) => {
    expect(masked(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'See you at 10:30 tomorrow',
    'She naps 3-5 pm, then 1:15-2:45',
    'I charge $25.50 an hour, or 40/hr for two',
    'Starting 2026-11-25, every Tuesday',
    'On 11/25/2026 and 12/01/2026',
    'He is 7, his sister 4 and a half; 2 kids in all',
    'ZIP 10001, apartment 4B, 3 stops on the 6 train',
    'Bedtime 8.30 pm, up at 6.45',
    'We need 12 hours a week, 180 minutes a day',
    'e.g. snacks, i.e. apples. Thanks!',
    'Order #12345678 of 3.5 oz',
    'Between 9 and 5. St. Louis, Mr. Smith',
  ])('leaves %j as it is', (text) => {
    expect(masked(text)).toEqual({ text, masked: false });
  });

  it('masks several details in one message and keeps the rest and its line breaks', () => {
    expect(masked('Hi!\nText 555-123-4567 or jane@x.org\nSee you at 10:30')).toEqual({
      text: 'Hi!\nText [hidden] or [hidden]\nSee you at 10:30',
      masked: true,
    });
  });
});
