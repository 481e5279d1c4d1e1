import { UploadRejectedError } from '../../src/infra/storage/upload-rejection.js';

/** The reason and message of the UploadRejectedError the work throws; fails if it succeeds. */
export async function rejectionOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof UploadRejectedError)
      return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('expected a rejection');
}
