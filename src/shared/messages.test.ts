import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  messageTextProblem,
  messageTexts,
  moderationTexts,
  REPORT_REASON_MAX_LENGTH,
  reportReasonProblem,
  tooManyMessagesText,
} from './messages.js';
import { hiddenCharactersMessage } from './plain-text.js';

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
