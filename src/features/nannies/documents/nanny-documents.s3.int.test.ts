import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../../test/helpers/accounts-api.js';
import { agreedNanny, uploadPdf } from '../../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../../test/helpers/pdf-fixtures.js';
import {
  s3StorageOn,
  startS3TestServer,
  type S3TestServer,
} from '../../../../test/helpers/s3-test-server.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { startTestApp } from '../../../../test/helpers/test-server.js';

// The whole upload path with the S3 adapter (minio client) against s3rver. s3rver does not check
// request signatures, so this proves our calls and behaviour, not S3 authentication.
let s3: S3TestServer;
let server: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  s3 = await startS3TestServer();
  const storage = s3StorageOn(s3);
  server = await startTestApp({ storage });
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe(`documents on S3 storage, ${testEngine}`, () => {
  it('uploads to the bucket and serves the stored (rewritten) PDF back to the owner', async () => {
    const nanny = await agreedNanny(server.app);
    const pdf = pdfBytes('stored in S3');
    const response = await uploadPdf(
      server.app,
      nanny.cookie,
      'rbt-certification',
      pdf,
      'cert.pdf',
    );
    expect(response.statusCode).toBe(200);
    const url = response.json<{ nanny: { rbtCertification: { url: string } } }>().nanny
      .rbtCertification.url;
    const served = await get(server.app, url, nanny.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(served.rawPayload.toString('latin1')).toContain('(stored in S3) Tj');
  });
});
