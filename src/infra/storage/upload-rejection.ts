type UploadRejectionReason = 'unsupported_type' | 'unreadable' | 'too_many_pixels' | 'encrypted';

/** An upload refused for what it contains; `message` is meant for the person uploading. */
export class UploadRejectedError extends Error {
  constructor(
    readonly reason: UploadRejectionReason,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRejectedError';
  }
}
