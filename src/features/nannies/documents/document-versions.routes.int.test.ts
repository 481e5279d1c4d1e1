import { describe, expect, it } from 'vitest';
import { get, post, registeredAccount } from '../../../../test/helpers/accounts-api.js';
import { uploadPdf } from '../../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../../test/helpers/pdf-fixtures.js';
import { completeNanny } from '../../../../test/helpers/review-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { operatorTestBed } from '../../../../test/helpers/test-bed.js';
import type { DocumentHistory } from '../../../shared/document-history.js';
import { approvalBody } from '../../../../test/helpers/credential-facts.js';

// Document versions: a replaced RBT certificate or photo ID sends an approved nanny back to review,
// and operators see every version of her documents, the approved one marked.

const bed = operatorTestBed();
const { server, app } = bed;

const historyOf = async (nannyId: string, cookie = bed.ops) =>
  (await get(app(), `/api/operator/nannies/${nannyId}/documents`, cookie)).json<DocumentHistory>();

async function approvedNanny() {
  const nanny = await completeNanny(app());
  const approved = await post(
    app(),
    `/api/operator/nannies/${nanny.user.id}/approve`,
    approvalBody(),
    bed.ops,
  );
  expect(approved.statusCode).toBe(200);
  return nanny;
}

describe(`document versions on ${testEngine}`, () => {
  it('a new RBT certificate sends an approved nanny back to review, unlisted and unbookable', async () => {
    const nanny = await approvedNanny();
    const id = nanny.user.id;
    const db = server.runtime.db;
    const listed = () =>
      db
        .selectFrom('nanny_directory')
        .select('listed')
        .where('nanny_id', '=', id)
        .executeTakeFirst();
    expect(await listed()).toEqual({ listed: true });
    const replaced = await uploadPdf(
      app(),
      nanny.cookie,
      'rbt-certification',
      pdfBytes('renewed'),
      'renewed.pdf',
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ nanny: { status: 'pending' } });
    expect(await listed()).toEqual({ listed: false });
    const bookable = await db
      .selectFrom('bookable_nannies')
      .select('bookable')
      .where('nanny_id', '=', id)
      .executeTakeFirst();
    expect(bookable).toEqual({ bookable: false });
    const queue = await get(app(), '/api/operator/nannies?status=pending', bed.ops);
    expect(JSON.stringify(queue.json())).toContain(id);
    const events = await db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('stream_id', '=', `nanny-${id}`)
      .orderBy('position', 'desc')
      .limit(2)
      .execute();
    const [reopened, uploaded] = events;
    expect(uploaded?.type).toBe('RbtCertificationUploaded');
    expect(reopened).toMatchObject({
      type: 'NannyReviewReopened',
      data: {
        kind: 'rbt-certification',
        uploadId: (uploaded?.data as { uploadId: string }).uploadId,
      },
    });
  });

  it('lists every version with the approved one marked, and approval names the new one', async () => {
    const nanny = await approvedNanny();
    const id = nanny.user.id;
    await uploadPdf(app(), nanny.cookie, 'rbt-certification', pdfBytes('v2'), 'v2.pdf');
    const before = (await historyOf(id)).versions.filter((v) => v.kind === 'rbt-certification');
    expect(before).toHaveLength(2);
    const [newer, older] = before;
    expect(newer).toMatchObject({ fileName: 'v2.pdf', replacedAt: null, decision: null });
    expect(older).toMatchObject({ fileName: 'cert.pdf', decision: 'approved', deletedAt: null });
    expect(older?.replacedAt).not.toBeNull();
    expect(newer?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(newer?.sha256).not.toBe(older?.sha256);
    // Both versions' bytes are there, each under its own URL.
    const first = await get(app(), older!.url!, bed.ops);
    const second = await get(app(), newer!.url!, bed.ops);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toMatch(/^attachment/);
    expect(second.body).toContain('v2');
    expect(first.body).not.toContain('v2');
    expect((await get(app(), older!.url!, nanny.cookie)).statusCode).toBe(200);

    await post(app(), `/api/operator/nannies/${id}/approve`, approvalBody(), bed.ops);
    const after = (await historyOf(id)).versions.filter((v) => v.kind === 'rbt-certification');
    expect(after.map((v) => v.decision)).toEqual(['approved', 'approved']);
  });

  it('answers "File not found." for a forged version, another nanny’s, or a parent', async () => {
    const nanny = await approvedNanny();
    const other = await completeNanny(app());
    const parent = await registeredAccount(app());
    const [version] = (await historyOf(nanny.user.id)).versions;
    const notFound = { code: 'not_found', message: 'File not found.' };
    const forged = `/api/nannies/${nanny.user.id}/document-versions/not-a-version`;
    const unknown = `/api/nannies/${nanny.user.id}/document-versions/${crypto.randomUUID()}`;
    // Her version's id under another nanny's address names nothing.
    const elsewhere = `/api/nannies/${other.user.id}/document-versions/${version!.versionId}`;
    for (const [url, cookie] of [
      [forged, bed.ops],
      [unknown, nanny.cookie],
      [elsewhere, bed.ops],
      [elsewhere, other.cookie],
      [version!.url!, other.cookie],
      [version!.url!, parent.cookie],
    ] as const) {
      const response = await get(app(), url, cookie);
      expect({ url, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        url,
        status: 404,
        body: notFound,
      });
    }
    const history = await get(
      app(),
      `/api/operator/nannies/${nanny.user.id}/documents`,
      nanny.cookie,
    );
    expect(history.statusCode).toBe(403);
  });
});
