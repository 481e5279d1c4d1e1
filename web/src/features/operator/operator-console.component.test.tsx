import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { network } from '../../testing/fake-network';
import { answerOperatorConsole } from '../../testing/fixtures';
import { logEvent, openOperatorTab } from '../../testing/operator-console';
import { fill, findStatus } from '../../testing/render';

// The operator console's tools: the event log, background jobs, accounts and their erasure, and
// replay. What the server records, filters and refuses is its integration tests; the operator
// journey in the browser does these against the real server. (Its cases: operator-cases.)

describe('the event log', () => {
  it('filters by stream, names the operator behind an event, opens a stream and exports', async () => {
    answerOperatorConsole();
    network().on('GET', '/api/operator/events', (request) => ({
      json: {
        events:
          request.query.get('streamId') === 'nanny-n1'
            ? [
                logEvent({ position: 7 }),
                logEvent({ position: 9, type: 'NannyApprovalWithdrawn', version: 5 }),
              ]
            : [],
        nextAfter: null,
      },
    }));
    network().on('GET', '/api/operator/streams/{streamId}', {
      json: {
        events: [
          logEvent({ position: 2, type: 'PaymentPolicyAgreed', version: 1, metadata: {} }),
          logEvent({ position: 7 }),
        ],
      },
    });
    const { user } = await openOperatorTab('Event log');
    const log = screen.getByRole('region', { name: 'Event log' });
    const filters = within(log).getByRole('form', { name: 'Event filters' });
    await fill(user, within(filters).getByLabelText('Stream id'), 'nanny-n1');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    const rows = await within(log).findAllByRole('row');
    const approved = rows.find((row) => row.textContent?.includes('NannyApproved'))!;
    expect(within(approved).getByText(/^operator \S+$/)).toBeDefined();
    expect(network().sent('GET', '/api/operator/events').at(-1)?.query.get('streamId')).toBe(
      'nanny-n1',
    );
    const exported = within(log).getByRole('link', { name: 'Export NDJSON' });
    expect(exported.getAttribute('href')).toBe('/api/operator/events/export?streamId=nanny-n1');
    expect(exported.hasAttribute('download')).toBe(true);

    await user.click(within(approved).getByRole('button', { name: 'nanny-n1' }));
    const history = await screen.findByRole('dialog', { name: 'Stream nanny-n1' });
    await within(history).findByRole('heading', { name: 'Version 1: PaymentPolicyAgreed' });
    expect(
      within(history).getByRole('heading', { name: 'Version 4: NannyApproved' }),
    ).toBeDefined();
    expect(history.querySelector('pre')?.textContent).toContain('"nannyId": "n1"');
    await user.click(within(history).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('background jobs', () => {
  it('shows each queue with its counts and a failed job with its redacted error', async () => {
    answerOperatorConsole();
    network().on('GET', '/api/operator/jobs', {
      json: {
        queues: [
          {
            name: 'mail.send-verification',
            queued: 0,
            retrying: 0,
            active: 0,
            failed: 0,
            deadLetter: 0,
          },
          {
            name: 'test.mail-refused',
            queued: 0,
            retrying: 0,
            active: 0,
            failed: 1,
            deadLetter: 1,
          },
        ],
        failures: [
          {
            id: 'job-7',
            kind: 'test.mail-refused',
            state: 'failed',
            tries: 1,
            retryLimit: 0,
            lastTriedAt: '2031-06-16T17:00:00.000Z',
            nextTryAt: null,
            error: '550 <[address]> mailbox unavailable',
          },
        ],
      },
    });
    await openOperatorTab('Background jobs');
    const region = screen.getByRole('region', { name: 'Background jobs' });
    const queues = await within(region).findByRole('region', { name: 'Job queues' });
    expect(within(queues).getByText('mail.send-verification')).toBeDefined();
    const row = within(queues)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('test.mail-refused'))!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['test.mail-refused', '0', '0', '0', '1', '1']);
    const failures = within(region).getByRole('region', { name: 'Recent failures' });
    const failure = within(failures)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('job-7'))!;
    expect(within(failure).getByText('550 <[address]> mailbox unavailable')).toBeDefined();
    expect(within(failure).getByText('Failed')).toBeDefined();
  });
});

describe('accounts', () => {
  it('finds an account by email and erases it after asking, then finds nobody there', async () => {
    answerOperatorConsole();
    const account = {
      id: 'p9',
      role: 'parent' as const,
      fullName: 'parent Tester',
      email: 'parent.p9@example.com',
      createdAt: '2031-01-05T10:00:00.000Z',
      suspended: false,
    };
    network().once('GET', '/api/operator/accounts', { json: { account } });
    network().on('GET', '/api/operator/accounts', {
      status: 404,
      json: { code: 'not_found', message: 'No account has this email.' },
    });
    network().on('POST', '/api/operator/accounts/{accountId}/erase', {
      json: { message: 'The account has been erased.' },
    });
    const { user } = await openOperatorTab('Accounts');
    const panel = within(screen.getByRole('region', { name: 'Accounts' }));
    const form = within(panel.getByRole('form', { name: 'Find an account' }));
    await fill(user, form.getByLabelText('Email'), account.email.toUpperCase());
    await user.click(form.getByRole('button', { name: 'Find' }));
    await panel.findByText(account.email);
    expect(panel.getByText('Parent')).toBeDefined();
    expect(network().sent('GET', '/api/operator/accounts')[0]?.query.get('email')).toBe(
      account.email.toUpperCase(),
    );

    await user.click(panel.getByRole('button', { name: "Erase the parent's account" }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Erase the account of parent Tester?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Erase account' }));
    await dialog.findByText('The account has been erased.');
    // The card of a person who is gone goes with her.
    expect(panel.queryByText(account.email)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(form.getByRole('button', { name: 'Find' }));
    expect((await panel.findByRole('alert')).textContent).toBe('No account has this email.');
    expect(panel.queryByRole('button', { name: /^Erase the/ })).toBeNull();
  });
});

describe('replay and verify', () => {
  it("says the server's verdict in words", async () => {
    answerOperatorConsole();
    network().on('POST', '/api/operator/replay-verify', {
      json: {
        runId: 'run-1',
        equal: true,
        events: 1234,
        seconds: 0.4237,
        tables: ['accounts'],
        differences: [],
        truncated: false,
      },
    });
    const { user } = await openOperatorTab('Replay and verify');
    const replay = screen.getByRole('region', { name: 'Replay and verify' });
    await user.click(within(replay).getByRole('button', { name: 'Replay and verify' }));
    await findStatus(
      replay,
      'Equal: replayed 1,234 events in 0.42 s; every read table matches the live data.',
    );
  });
});
