import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureText, refusalText } from './failure-text';

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

describe('refusals', () => {
  it("give the server's reason for the statuses named, and null for any other failure", () => {
    const refused = new ApiError(400, 'validation', 'That is not a well-formed id.');
    expect(refusalText(refused, [400, 404])).toBe('That is not a well-formed id.');
    expect(refusalText(new ApiError(404, 'not_found', 'No such booking.'), [400])).toBeNull();
    expect(refusalText(new ApiError(500, 'internal', 'Something went wrong.'), [400])).toBeNull();
    expect(refusalText(new Error('offline'), [400])).toBeNull();
  });
});
