import { screen, within } from '@testing-library/react';
import { STEP_MESSAGE } from '@shared/booking-times';
import { describe, expect, it } from 'vitest';
import { network } from '../../testing/fake-network';
import { answerOperatorConsole, booking, earnings, earningsLine } from '../../testing/fixtures';
import { logEvent, openOperatorTab } from '../../testing/operator-console';
import { fill, findStatus } from '../../testing/render';

// The operator console's cases: bookings and a dispute, incident reports and a nanny's ledger,
// and reported messages. What the server filters, settles and refuses is its integration tests;
// the operator journey in the browser does these against the real server.

describe('bookings', () => {
  it('marks a late cancellation, filters, and settles a dispute after checking its hours', async () => {
    answerOperatorConsole();
    const disputed = booking({
      id: 'b1',
      nannyId: 'bea',
      nannyName: 'Bea Baker',
      parentName: 'parent Tester',
      status: 'disputed',
      actual: { startTime: '09:00', endTime: '13:00', minutes: 240 },
      reason: 'She left at half past twelve.',
    });
    const cancelled = booking({
      id: 'b2',
      nannyName: 'Cleo Carter',
      parentName: 'parent Tester',
      status: 'cancelled',
      late: true,
      cancelledBy: 'nanny',
      startTime: '14:00',
      endTime: '15:00',
    });
    let settled = false;
    network().on('GET', '/api/operator/bookings', (request) => ({
      json: {
        bookings:
          request.query.get('status') === 'disputed'
            ? settled
              ? []
              : [disputed]
            : [cancelled, disputed],
        next: null,
      },
    }));
    const history = [
      logEvent({ position: 3, streamId: 'booking-b1', type: 'BookingRequested', version: 1 }),
      logEvent({ position: 8, streamId: 'booking-b1', type: 'SessionHoursDisputed', version: 4 }),
    ];
    const confirmed = {
      ...disputed,
      status: 'confirmed' as const,
      actual: { startTime: '09:00', endTime: '12:30', minutes: 210 },
    };
    network().on('GET', '/api/operator/bookings/{id}', () => ({
      json: settled
        ? {
            booking: confirmed,
            history: [
              ...history,
              logEvent({
                position: 9,
                streamId: 'booking-b1',
                type: 'SessionDisputeSettled',
                version: 5,
              }),
              logEvent({
                position: 10,
                streamId: 'booking-b1',
                type: 'SessionHoursConfirmed',
                version: 6,
              }),
            ],
          }
        : { booking: disputed, history },
    }));
    network().on('POST', '/api/operator/bookings/{id}/settle', () => {
      settled = true;
      return { json: { booking: confirmed, message: 'Dispute settled.' } };
    });
    const { user } = await openOperatorTab('Bookings');
    const view = screen.getByRole('region', { name: 'Bookings' });
    const list = () => within(within(view).getByRole('region', { name: 'Bookings list' }));
    const cleo = (await list().findAllByRole('row')).find((r) =>
      r.textContent?.includes('Cleo Carter'),
    )!;
    expect(within(cleo).getByText('Late cancellation')).toBeDefined();
    expect(within(cleo).getByText('Cancelled by the nanny')).toBeDefined();

    await user.selectOptions(within(view).getByLabelText('Status'), 'Disputed');
    await fill(user, within(view).getByLabelText('Nanny id'), 'bea');
    await user.click(within(view).getByRole('button', { name: 'Apply filters' }));
    await expect.poll(() => list().getAllByRole('row')).toHaveLength(2);
    const query = network().sent('GET', '/api/operator/bookings').at(-1)!.query;
    expect([query.get('status'), query.get('nannyId')]).toEqual(['disputed', 'bea']);

    await user.click(list().getByRole('button', { name: /^Open the booking of/ }));
    const details = await screen.findByRole('dialog', {
      name: 'Booking: parent Tester with Bea Baker',
    });
    const events = within(details).getByRole('list', { name: 'Events of this stream' });
    expect(
      within(events).getByRole('heading', { name: 'Version 1: BookingRequested' }),
    ).toBeDefined();
    expect(within(events).getByRole('heading', { name: /SessionHoursDisputed$/ })).toBeDefined();
    expect(within(details).getAllByText('She left at half past twelve.').length).toBeGreaterThan(0);

    const settle = await within(details).findByRole('form', { name: 'Settle the dispute' });
    await fill(user, within(settle).getByLabelText('End time'), '12:40');
    await user.click(within(settle).getByRole('button', { name: 'Settle and confirm hours' }));
    await findStatus(settle, STEP_MESSAGE);
    expect(network().sent('POST', '/api/operator/bookings/b1/settle')).toEqual([]);

    await fill(user, within(settle).getByLabelText('End time'), '12:30');
    await fill(
      user,
      within(settle).getByLabelText('Note'),
      'The parent and the nanny agreed on 12:30.',
    );
    await user.click(within(settle).getByRole('button', { name: 'Settle and confirm hours' }));
    await findStatus(details, 'Dispute settled.');
    await within(details).findByRole('heading', { name: /SessionDisputeSettled$/ });
    expect(within(details).getByRole('heading', { name: /SessionHoursConfirmed$/ })).toBeDefined();
    expect(within(details).getByText('09:00–12:30 (3 h 30 min)')).toBeDefined();
    expect(within(details).queryByRole('form', { name: 'Settle the dispute' })).toBeNull();
    expect(network().sent('POST', '/api/operator/bookings/b1/settle')[0]?.body).toEqual({
      startTime: '09:00',
      endTime: '12:30',
      note: 'The parent and the nanny agreed on 12:30.',
    });
    // (The list then drops it live: the operator journey follows that push.)
  });
});

describe('incident reports', () => {
  it("asks for the decision, records it with its note, and opens the nanny's ledger", async () => {
    answerOperatorConsole();
    const report = {
      id: 'i1',
      bookingId: 'b1',
      category: 'safety' as const,
      description: 'The gate was left open at 10:30.',
      reportedBy: 'parent' as const,
      mine: false,
      nannyId: 'bea',
      nannyName: 'Bea Baker',
      parentId: 'p1',
      parentName: 'parent Tester',
      date: '2031-06-16',
      startTime: '09:00',
      endTime: '12:00',
      reportedAt: '2031-06-16T17:00:00.000Z',
      status: 'open' as const,
      decidedAt: null,
      note: null,
    };
    const decided = {
      ...report,
      status: 'significant' as const,
      decidedAt: '2031-06-17T10:00:00.000Z',
      note: 'Confirmed with the nanny by phone.',
    };
    let done = false;
    network().on('GET', '/api/operator/incidents', (request) => ({
      json: {
        incidents:
          request.query.get('status') === 'open' ? (done ? [] : [report]) : done ? [decided] : [],
      },
    }));
    network().on('POST', '/api/operator/incidents/{id}/decide', () => {
      done = true;
      return { json: { incident: decided, message: 'Decision recorded.' } };
    });
    network().on('GET', '/api/operator/nannies/{nannyId}/earnings', {
      json: earnings({
        cleanSessions: 1,
        lines: [earningsLine({ parentName: 'parent Tester' })],
      }),
    });
    const { user } = await openOperatorTab('Incidents');
    const view = screen.getByRole('region', { name: 'Incidents' });
    const title = 'Safety: parent Tester with Bea Baker';
    const item = await within(view).findByRole('article', { name: title });
    expect(within(item).getByText(/^Reported by the parent, parent Tester/)).toBeDefined();
    expect(within(item).getByText('The gate was left open at 10:30.')).toBeDefined();
    expect(within(view).getByText(/Pay already recorded does not change\./)).toBeDefined();

    await user.click(within(item).getByRole('button', { name: 'Earnings of this nanny' }));
    const ledger = await screen.findByRole('dialog', { name: 'Earnings of Bea Baker' });
    await within(ledger).findByText('1 of 15 clean sessions toward $20/hour');
    expect(within(ledger).getAllByText('$18.00 an hour').length).toBeGreaterThan(0);
    const lines = within(within(ledger).getByRole('region', { name: 'Ledger lines' })).getAllByRole(
      'row',
    );
    expect(lines).toHaveLength(2);
    const line = lines.find((row) => row.textContent?.includes('$54.00'))!;
    expect(within(line).getByText('3 h')).toBeDefined();
    await user.click(within(ledger).getByRole('button', { name: 'Close' }));

    const form = within(item).getByRole('form', { name: `Decide: ${title}` });
    await user.click(within(form).getByRole('button', { name: 'Record decision' }));
    await findStatus(form, 'Please choose significant or not significant.');
    expect(network().sent('POST', '/api/operator/incidents/i1/decide')).toEqual([]);
    await user.click(within(form).getByLabelText(/^Significant/));
    await fill(
      user,
      within(form).getByLabelText('Note (both sides see it)'),
      'Confirmed with the nanny by phone.',
    );
    await user.click(within(form).getByRole('button', { name: 'Record decision' }));

    await within(view).findByText('No reports are waiting for a decision.');
    const decidedItem = within(
      within(view).getByRole('list', { name: 'Decided reports' }),
    ).getByRole('article', { name: title });
    expect(within(decidedItem).getByText(/^Significant/)).toBeDefined();
    expect(within(decidedItem).getByText('Confirmed with the nanny by phone.')).toBeDefined();
    expect(network().sent('POST', '/api/operator/incidents/i1/decide')[0]?.body).toEqual({
      significant: true,
      note: 'Confirmed with the nanny by phone.',
    });
  });
});

describe('message reports', () => {
  it('shows the reported conversation as typed, asks before suspending, and warns', async () => {
    answerOperatorConsole();
    const person = (id: string, name: string, role: 'parent' | 'nanny') => ({
      id,
      name,
      role,
      photoUrl: null,
    });
    const report = {
      id: 'r1',
      conversationId: 'c1',
      messageId: 'm2',
      messageText: 'Reply faster next time or else.',
      reason: 'A threat.',
      reportedAt: '2031-06-16T17:00:00.000Z',
      reporter: person('n1', 'Mia Messages', 'nanny'),
      sender: person('p1', 'parent Tester', 'parent'),
      status: 'open' as const,
      decidedAt: null,
    };
    let warned = false;
    network().on('GET', '/api/operator/message-reports', () => ({
      json: {
        reports: warned
          ? [{ ...report, status: 'warned', decidedAt: '2031-06-17T10:00:00.000Z' }]
          : [report],
      },
    }));
    network().on('GET', '/api/operator/message-reports/{reportId}/conversation', {
      json: {
        report,
        parent: report.sender,
        nanny: report.reporter,
        messages: [
          {
            id: 'm1',
            conversationId: 'c1',
            senderId: 'n1',
            fromMe: false,
            text: 'Hi! Call me at 555-123-4567 any time.',
            masked: false,
            seen: true,
            reported: false,
            sentAt: '2031-06-16T12:00:00.000Z',
          },
        ],
      },
    });
    network().on('POST', '/api/operator/message-reports/{reportId}/decision', () => {
      warned = true;
      return { json: { report, message: 'Report decided: the sender was warned by email.' } };
    });
    const { user } = await openOperatorTab('Reports');
    const reports = screen.getByRole('region', { name: 'Message reports' });
    const item = await within(reports).findByRole('article', {
      name: 'Mia Messages reported parent Tester',
    });
    expect(within(item).getByText('A threat.')).toBeDefined();

    await user.click(within(item).getByRole('button', { name: 'Read the conversation' }));
    const conversation = await screen.findByRole('dialog', {
      name: 'Conversation between Mia Messages and parent Tester',
    });
    await within(conversation).findByText('Hi! Call me at 555-123-4567 any time.');
    await user.click(within(conversation).getByRole('button', { name: 'Close' }));

    await user.click(within(item).getByRole('button', { name: 'Suspend' }));
    const confirm = screen.getByRole('dialog', { name: 'Suspend parent Tester?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network().sent('POST', '/api/operator/message-reports/r1/decision')).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Warn' }));
    await findStatus(reports, 'Report decided: the sender was warned by email.');
    await within(reports).findByText('No message reports are waiting for a decision.');
    expect(network().sent('POST', '/api/operator/message-reports/r1/decision')[0]?.body).toEqual({
      action: 'warn',
    });
  });
});
