import { screen, within } from '@testing-library/react';
import { CPR_VALID_UNTIL_MESSAGE } from '@shared/cpr-first-aid';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { localIsoDate } from '../../lib/calendar';
import { formatDate } from '../../lib/date-format';
import { network } from '../../testing/fake-network';
import type { SeenRequest } from '../../testing/fake-network';
import { answerOperatorConsole, operatorNanny, storedFile } from '../../testing/fixtures';
import { fill, findStatus, renderScreen, sessionUser } from '../../testing/render';

// The operator's review queue: what each nanny's item shows, and each decision's form, refusal
// and outcome. Who may decide and what approval needs are the server's (nanny-review int tests);
// the browser journeys approve a nanny the other roles then see, live.

type Nanny = ReturnType<typeof operatorNanny>;

const queue = () => screen.getByRole('region', { name: 'Review queue' });
const item = (name: string) => within(queue()).getByRole('article', { name });
// A visually hidden tail of a link's name (" (downloads)") loses its space in jsdom's name
// computation (Chromium keeps it), so link names are matched with the space optional.
const linkName = (label: string, tail: string) =>
  new RegExp(`^${label.replace(/[/()]/g, '\\$&')} ?\\(${tail}\\)$`);
const group = (scope: HTMLElement, name: string) =>
  within(within(scope).getByRole('group', { name }));

/** The queue as the server holds it: each decision moves a nanny, each status lists its own. */
function serveQueue(nannies: Nanny[]) {
  let held = nannies;
  network().on('GET', '/api/operator/nannies', (request) => ({
    json: {
      nannies: held.filter((n) => n.status === (request.query.get('status') ?? 'pending')),
      nextCursor: null,
    },
  }));
  const decide =
    (change: (nanny: Nanny, request: SeenRequest) => Nanny) => (request: SeenRequest) => {
      const id = request.path.split('/')[4];
      const nanny = held.find((n) => n.id === id)!;
      const updated = change(nanny, request);
      held = held.map((n) => (n.id === id ? updated : n));
      return { json: { nanny: updated } };
    };
  return { decide };
}

async function openConsole() {
  const view = renderScreen(<AppRoutes />, { path: '/operator', session: sessionUser('operator') });
  await screen.findByRole('heading', { level: 1, name: 'Operator Console' });
  return view;
}

const documents = {
  profilePhoto: storedFile('/files/photo', 'me.png', 'image/png'),
  rbtCertification: storedFile('/files/rbt', 'rbt.pdf'),
  photoId: storedFile('/files/id', 'id.pdf'),
  backgroundCheck: {
    ...storedFile('/files/check', 'check.pdf'),
    status: 'pending' as const,
    rejectionReason: null,
    validUntil: null,
    expired: false,
  },
};

describe('the review queue', () => {
  it('shows what a nanny sent and what she lacks, and takes each decision with its reason', async () => {
    answerOperatorConsole();
    const nora = operatorNanny({
      id: 'nora',
      fullName: 'Nora Quinn',
      bio: 'Six years with autistic children.',
      missingForApproval: [],
      ...documents,
    });
    const ivy = operatorNanny({ id: 'ivy', fullName: 'Ivy Early', bio: 'Just started.' });
    const { decide } = serveQueue([nora, ivy]);
    network().on(
      'POST',
      '/api/operator/nannies/{nannyId}/reject',
      decide((n, r) => ({
        ...n,
        status: 'rejected',
        rejectionReason: (r.body as { reason: string }).reason,
      })),
    );
    network().on(
      'POST',
      '/api/operator/nannies/{nannyId}/background-check/verify',
      decide((n) => ({
        ...n,
        backgroundCheck: {
          ...documents.backgroundCheck,
          status: 'verified',
          validUntil: '2027-11-20',
        },
      })),
    );
    network().on(
      'POST',
      '/api/operator/nannies/{nannyId}/approve',
      decide((n) => ({ ...n, status: 'approved' })),
    );
    network().on(
      'POST',
      '/api/operator/nannies/{nannyId}/withdraw',
      decide((n) => ({ ...n, status: 'pending' })),
    );
    const { user } = await openConsole();
    expect(screen.getByRole('tab', { name: 'Review queue' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const noraItem = await within(queue()).findByRole('article', { name: 'Nora Quinn' });
    expect(within(noraItem).getByText('Six years with autistic children.')).toBeDefined();
    expect(within(noraItem).getByText('Pending Approval')).toBeDefined();
    expect(within(noraItem).getByText('Background Check Pending')).toBeDefined();
    const photo = within(noraItem).getByRole('link', {
      name: linkName('Profile photo', 'opens in a new tab'),
    });
    expect(photo.getAttribute('target')).toBe('_blank');
    for (const name of ['RBT certification', 'Photo ID', 'Background check']) {
      const link = within(noraItem).getByRole('link', { name: linkName(name, 'downloads') });
      expect(link.hasAttribute('download')).toBe(true);
    }

    // Ivy has no photo and no documents: Approve is refused here, saying what is missing.
    const approveIvy = group(item('Ivy Early'), 'Review decision').getByRole<HTMLButtonElement>(
      'button',
      { name: 'Approve' },
    );
    expect(approveIvy.disabled).toBe(true);
    expect(
      within(item('Ivy Early')).getByText('Missing: profile photo, RBT certification, photo ID'),
    ).toBeDefined();
    await user.click(
      group(item('Ivy Early'), 'Review decision').getByRole('button', { name: 'Reject' }),
    );
    const reasonForm = within(item('Ivy Early')).getByRole('form', {
      name: 'Reason for rejecting Ivy Early',
    });
    await user.click(within(reasonForm).getByRole('button', { name: 'Confirm rejection' }));
    await findStatus(reasonForm, 'Please give a reason for the rejection.');
    expect(network().sent('POST', '/api/operator/nannies/ivy/reject')).toEqual([]);
    await fill(
      user,
      within(reasonForm).getByLabelText('Reason for rejecting Ivy Early'),
      'No documents yet.',
    );
    await user.click(within(reasonForm).getByRole('button', { name: 'Confirm rejection' }));
    await findStatus(queue(), 'Rejected Ivy Early.');
    expect(within(queue()).queryByRole('article', { name: 'Ivy Early' })).toBeNull();
    expect(network().sent('POST', '/api/operator/nannies/ivy/reject')[0]?.body).toEqual({
      reason: 'No documents yet.',
    });

    await user.click(
      group(item('Nora Quinn'), 'Background check decision').getByRole('button', {
        name: 'Verify',
      }),
    );
    await findStatus(queue(), 'Verified the background check of Nora Quinn.');
    expect(within(item('Nora Quinn')).getByText('Background Verified')).toBeDefined();

    await user.click(
      group(item('Nora Quinn'), 'Review decision').getByRole('button', { name: 'Approve' }),
    );
    // Approval records the certification as the BACB registry shows it.
    const registry = within(queue()).getByRole('form', {
      name: 'RBT certification of Nora Quinn, as the BACB registry shows it',
    });
    await user.click(within(registry).getByRole('button', { name: 'Confirm approval' }));
    await findStatus(
      registry,
      'Please enter the RBT certification number as the registry shows it, for example RBT-21-123456.',
    );
    await user.type(within(registry).getByLabelText('RBT certification number'), 'rbt-21-123456');
    const expiry = localIsoDate(new Date(Date.now() + 365 * 86_400_000));
    await fill(user, within(registry).getByLabelText('Expiry (renewal) date'), expiry);
    await user.click(within(registry).getByRole('button', { name: 'Confirm approval' }));
    await findStatus(queue(), 'Approved Nora Quinn.');
    expect(within(queue()).getByText('No nannies are waiting for review.')).toBeDefined();

    await user.selectOptions(within(queue()).getByLabelText('Status'), 'Rejected');
    const rejected = await within(queue()).findByRole('article', { name: 'Ivy Early' });
    expect(within(rejected).getByText('Reason: No documents yet.')).toBeDefined();

    await user.selectOptions(within(queue()).getByLabelText('Status'), 'Approved');
    const approved = await within(queue()).findByRole('article', { name: 'Nora Quinn' });
    expect(within(approved).getByText('Approved')).toBeDefined();
    await user.click(
      group(approved, 'Review decision').getByRole('button', { name: 'Withdraw approval' }),
    );
    await user.click(
      group(approved, 'Review decision').getByRole('button', { name: 'Yes, withdraw approval' }),
    );
    await findStatus(queue(), 'Withdrew the approval of Nora Quinn.');
    expect(within(queue()).queryByRole('article', { name: 'Nora Quinn' })).toBeNull();
  });

  it('verifies a CPR / First Aid card with its last valid day, or rejects it with a reason', async () => {
    answerOperatorConsole();
    const card = (id: string) => ({
      status: 'pending' as const,
      validUntil: null,
      rejectionReason: null,
      document: storedFile(`/files/cpr/${id}`, 'cpr-first-aid.pdf'),
    });
    const { decide } = serveQueue([
      operatorNanny({ id: 'nora', fullName: 'Nora Quinn', cprFirstAid: card('nora') }),
      operatorNanny({ id: 'cara', fullName: 'Cara Card', cprFirstAid: card('cara') }),
    ]);
    network().on(
      'POST',
      '/api/operator/nannies/{nannyId}/cpr-first-aid/verify',
      decide((n, r) => ({
        ...n,
        cprFirstAid: {
          ...n.cprFirstAid,
          status: 'verified',
          validUntil: (r.body as { validUntil: string }).validUntil,
        },
      })),
    );
    network().on(
      'POST',
      '/api/operator/nannies/{nannyId}/cpr-first-aid/reject',
      decide((n, r) => ({
        ...n,
        cprFirstAid: {
          ...n.cprFirstAid,
          status: 'rejected',
          rejectionReason: (r.body as { reason: string }).reason,
        },
      })),
    );
    const { user } = await openConsole();
    const nora = await within(queue()).findByRole('article', { name: 'Nora Quinn' });
    expect(within(nora).getByText('CPR / First Aid Pending')).toBeDefined();
    const link = within(nora).getByRole('link', { name: linkName('CPR / First Aid', 'downloads') });
    expect(link.hasAttribute('download')).toBe(true);

    await user.click(
      group(nora, 'CPR / First Aid decision').getByRole('button', { name: 'Verify' }),
    );
    const verify = within(nora).getByRole('form', {
      name: 'Verify the CPR / First Aid card of Nora Quinn',
    });
    await user.click(within(verify).getByRole('button', { name: 'Confirm verification' }));
    await findStatus(verify, CPR_VALID_UNTIL_MESSAGE);
    const validUntil = localIsoDate(new Date(Date.now() + 400 * 86_400_000));
    await fill(user, within(verify).getByLabelText('Valid until'), validUntil);
    await user.click(within(verify).getByRole('button', { name: 'Confirm verification' }));
    await findStatus(
      queue(),
      `Verified the CPR / First Aid card of Nora Quinn, valid until ${formatDate(validUntil)}.`,
    );
    const verified = item('Nora Quinn');
    expect(within(verified).getByText('CPR / First Aid Verified')).toBeDefined();
    expect(within(verified).getByText(`Valid until ${formatDate(validUntil)}`)).toBeDefined();
    expect(within(verified).queryByRole('group', { name: 'CPR / First Aid decision' })).toBeNull();

    const cara = item('Cara Card');
    await user.click(
      group(cara, 'CPR / First Aid decision').getByRole('button', { name: 'Reject' }),
    );
    const label = 'Reason for rejecting the CPR / First Aid card of Cara Card';
    const reject = within(cara).getByRole('form', { name: label });
    await fill(user, within(reject).getByLabelText(label), 'The card expired last year.');
    await user.click(within(reject).getByRole('button', { name: 'Confirm rejection' }));
    await findStatus(queue(), 'Rejected the CPR / First Aid card of Cara Card.');
    expect(within(item('Cara Card')).getByText('CPR / First Aid Rejected')).toBeDefined();
    expect(
      within(item('Cara Card')).getByText('Reason: The card expired last year.'),
    ).toBeDefined();
  });

  it("lists every version of a nanny's documents, newest first, the approved one marked", async () => {
    answerOperatorConsole();
    serveQueue([operatorNanny({ id: 'nora', fullName: 'Nora Quinn' })]);
    const sha = (digit: string) => digit.repeat(64);
    const version = (changes: object) => ({
      kind: 'rbt-certification' as const,
      contentType: 'application/pdf',
      fileName: 'rbt.pdf',
      size: 2048,
      decision: null,
      decidedAt: null,
      deletedAt: null,
      deletedReason: null,
      replacedAt: null,
      ...changes,
    });
    network().on('GET', '/api/operator/nannies/{nannyId}/documents', {
      json: {
        versions: [
          version({
            versionId: 'v2',
            sha256: sha('b'),
            uploadedAt: '2031-02-02T10:00:00.000Z',
            url: '/files/v2',
          }),
          version({
            versionId: 'v1',
            sha256: sha('a'),
            uploadedAt: '2031-01-01T10:00:00.000Z',
            url: '/files/v1',
            decision: 'approved',
            decidedAt: '2031-01-02T10:00:00.000Z',
            replacedAt: '2031-02-02T10:00:00.000Z',
          }),
        ],
        checks: [
          {
            kind: 'lapse',
            registryStatus: null,
            expiresOn: '2031-06-30',
            checkedOn: null,
            occasion: null,
            operatorName: null,
            recordedAt: '2031-06-30T04:00:00.000Z',
          },
          {
            kind: 'check',
            registryStatus: 'active',
            expiresOn: '2031-06-30',
            checkedOn: '2031-01-02',
            occasion: 'approval',
            operatorName: 'Olive Ops',
            recordedAt: '2031-01-02T10:00:00.000Z',
          },
        ],
      },
    });
    const { user } = await openConsole();
    const nora = await within(queue()).findByRole('article', { name: 'Nora Quinn' });
    await user.click(within(nora).getByText('Document history'));
    const versions = await within(nora).findByRole('region', {
      name: 'RBT certification versions',
    });
    const rows = within(versions).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Current')).toBeDefined();
    expect(within(rows[0]!).queryByText('Approved')).toBeNull();
    expect(within(rows[1]!).getByText('Approved')).toBeDefined();
    const code = rows[1]!.querySelector('code')!;
    expect(code.getAttribute('title')).toMatch(/^[0-9a-f]{64}$/);
    expect(code.textContent).toHaveLength(12);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/files/v1');
    // Every registry check, newest first, with the operator who recorded it.
    const checks = within(nora).getByRole('region', { name: 'RBT certification checks' });
    const entries = within(checks).getAllByRole('listitem');
    expect(entries[0]!.textContent).toMatch(
      /^Lapsed on Monday, June 30, 2031: no renewal recorded/,
    );
    expect(entries[1]!.textContent).toMatch(
      /^Registry checked Thursday, January 2, 2031 by Olive Ops: Active, expires Monday, June 30, 2031 \(at approval\)/,
    );
  });
});
