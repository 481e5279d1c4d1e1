import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureText } from './failure-text';

describe('failure alerts', () => {
  it("follow the alert with the server's reason", () => {
    const error = new ApiError(415, 'unsupported_type', 'This file is not a PDF, JPEG or PNG.');
    expect(failureText('Failed to upload RBT certification.', error)).toBe(
      'Failed to upload RBT certification. This file is not a PDF, JPEG or PNG.',
    );
    expect(failureText('Failed.', new Error('boom'))).toBe(
      'Failed. Something went wrong. Please try again.',
    );
  });

  it('say a reason only once when it is the alert itself', () => {
    const error = new ApiError(400, 'validation', 'Failed.');
    expect(failureText('Failed.', error)).toBe('Failed.');
  });
});
