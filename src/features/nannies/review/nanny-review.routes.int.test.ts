import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { get, mailTo, post, registeredAccount } from '../../../../test/helpers/accounts-api.js';
import { agreedNanny, uploadPdf } from '../../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../../test/helpers/pdf-fixtures.js';
import { completeNanny } from '../../../../test/helpers/review-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { operatorTestBed } from '../../../../test/helpers/test-bed.js';
import { approvalBody } from '../../../../test/helpers/credential-facts.js';

const bed = operatorTestBed({ smtp: true });
const { server, app } = bed;
const mail = () => server.mail!;

const act = (nannyId: string, action: string, body: object = {}, cookie = bed.ops) =>
  post(app(), `/api/operator/nannies/${nannyId}/${action}`, body, cookie);

describe(`operator review on ${testEngine}`, () => {
  it('refuses parents, nannies and strangers on every operator route', async () => {
    const parent = await registeredAccount(app());
    const nanny = await agreedNanny(app());
    for (const cookie of [parent.cookie, nanny.cookie]) {
      expect((await get(app(), '/api/operator/nannies', cookie)).statusCode).toBe(403);
      expect((await act(nanny.user.id, 'approve', approvalBody(), cookie)).statusCode).toBe(403);
    }
    expect((await get(app(), '/api/operator/nannies')).statusCode).toBe(401);
    expect((await act(nanny.user.id, 'withdraw', {}, '')).statusCode).toBe(401);
  });

  it('refuses to approve without photo, bio, certification and photo ID, naming what is missing', async () => {
    const nanny = await agreedNanny(app());
    await uploadPdf(app(), nanny.cookie, 'rbt-certification', pdfBytes(), 'c.pdf');
    const response = await act(nanny.user.id, 'approve', approvalBody());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Cannot approve yet: missing profile photo, name and bio, photo ID.',
    });
    const queue = (await get(app(), '/api/operator/nannies?status=pending', bed.ops)).json<{
      nannies: { id: string; missingForApproval: string[] }[];
    }>();
    expect(queue.nannies.find((n) => n.id === nanny.user.id)?.missingForApproval).toEqual([
      'profile photo',
      'name and bio',
      'photo ID',
    ]);
  });

  it('approves a complete nanny (operator in the metadata), emails her, and moves her to Approved', async () => {
    const nanny = await completeNanny(app());
    const approved = await act(nanny.user.id, 'approve', approvalBody());
    expect(approved.json()).toMatchObject({
      nanny: { id: nanny.user.id, status: 'approved', missingForApproval: [] },
    });
    const event = await sql<{
      metadata: { actorRole: string; actorId: string };
    }>`select metadata from events where type = 'NannyApproved' and stream_id = ${`nanny-${nanny.user.id}`}`.execute(
      server.runtime.db,
    );
    expect(event.rows[0]?.metadata.actorRole).toBe('operator');
    await mailTo(mail(), nanny.form.email, /You are approved/);
    expect((await get(app(), '/api/nanny/profile', nanny.cookie)).json()).toMatchObject({
      nanny: { status: 'approved' },
    });
    const lists = async (status: string) =>
      (await get(app(), `/api/operator/nannies?status=${status}`, bed.ops))
        .json<{ nannies: { id: string }[] }>()
        .nannies.map((n) => n.id);
    expect(await lists('approved')).toContain(nanny.user.id);
    expect(await lists('pending')).not.toContain(nanny.user.id);
    expect((await act(nanny.user.id, 'approve', approvalBody())).statusCode).toBe(409);
  });

  it('withdraws an approval back to pending', async () => {
    const nanny = await completeNanny(app());
    await act(nanny.user.id, 'approve', approvalBody());
    expect((await act(nanny.user.id, 'withdraw')).json()).toMatchObject({
      nanny: { status: 'pending' },
    });
    expect((await act(nanny.user.id, 'withdraw')).statusCode).toBe(409);
  });

  it('rejects with a required reason, shows it to the nanny, and emails her', async () => {
    const nanny = await completeNanny(app());
    expect((await act(nanny.user.id, 'reject', { reason: '  ' })).json()).toMatchObject({
      message: 'Please give a reason for the rejection.',
    });
    const rejected = await act(nanny.user.id, 'reject', { reason: 'The certificate has expired.' });
    expect(rejected.json()).toMatchObject({
      nanny: { status: 'rejected', rejectionReason: 'The certificate has expired.' },
    });
    expect((await get(app(), '/api/nanny/profile', nanny.cookie)).json()).toMatchObject({
      nanny: { status: 'rejected', rejectionReason: 'The certificate has expired.' },
    });
    const email = await mailTo(mail(), nanny.form.email, /About your RBT Nanny Connect profile/);
    expect(email.text).toContain('The certificate has expired.');
  });

  it('verifies or rejects a background check, and a new upload puts it back to pending', async () => {
    const nanny = await completeNanny(app(), { backgroundCheck: true });
    expect((await act(nanny.user.id, 'background-check/verify')).json()).toMatchObject({
      nanny: { backgroundCheck: { status: 'verified' } },
    });
    expect((await act(nanny.user.id, 'background-check/verify')).statusCode).toBe(409);
    await uploadPdf(app(), nanny.cookie, 'background-check', pdfBytes('new'), 'bg2.pdf');
    const rejected = await act(nanny.user.id, 'background-check/reject', {
      reason: 'Unreadable scan.',
    });
    expect(rejected.json()).toMatchObject({
      nanny: { backgroundCheck: { status: 'rejected', rejectionReason: 'Unreadable scan.' } },
    });
  });

  it('answers 404 for an unknown nanny and 400 for a bad status filter', async () => {
    expect((await act('no-such-nanny', 'approve', approvalBody())).statusCode).toBe(404);
    expect((await get(app(), '/api/operator/nannies?status=everyone', bed.ops)).statusCode).toBe(
      400,
    );
  });
});
