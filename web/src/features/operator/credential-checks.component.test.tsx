import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../lib/api/api';
import { localIsoDate } from '../../lib/calendar';
import { network } from '../../testing/fake-network';
import { answerOperatorConsole, booking } from '../../testing/fixtures';
import { openOperatorTab } from '../../testing/operator-console';
import { fill, findStatus } from '../../testing/render';

// The Credential checks tab: approved nannies by next check, soonest first; Record check sends
// what the registry showed, checked by the shared rule first.

type Row = ApiResponse<'/api/operator/credential-checks'>['checks'][number];

const row: Row = {
  nannyId: 'nanny-1',
  fullName: 'Nora Quinn',
  standing: 'unrecorded',
  certificationNumber: null,
  inactiveReason: null,
  expiresOn: null,
  checkedOn: null,
  nextCheckOn: '2031-01-05',
  due: true,
};

/** The booking id in `/api/operator/bookings/{id}/keep`. */
const idOf = (path: string) => path.split('/')[4]!;

describe('credential checks', () => {
  it('lists who is due and records a check finding her inactive, with its reason', async () => {
    answerOperatorConsole();
    let held: Row[] = [row];
    const sent: unknown[] = [];
    network()
      .on('GET', '/api/operator/credential-checks', () => ({
        json: { today: '2031-01-05', checks: held },
      }))
      .on('POST', '/api/operator/nannies/{nannyId}/credential-checks', (request) => {
        sent.push(request.body);
        held = [{ ...row, standing: 'inactive', nextCheckOn: '2031-02-04', due: false }];
        return { json: held[0] };
      });
    const { user } = await openOperatorTab('Credential checks');
    const region = screen.getByRole('region', { name: 'Credential checks' });
    const item = await within(region).findByRole('article', { name: 'Nora Quinn' });
    expect(within(item).getByText('Never checked')).toBeDefined();
    expect(within(item).getByText('Due')).toBeDefined();

    await user.click(within(item).getByRole('button', { name: 'Record check' }));
    const form = within(item).getByRole('form', {
      name: 'RBT certification of Nora Quinn, as the BACB registry shows it',
    });
    await fill(user, within(form).getByLabelText('RBT certification number'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Record check' }));
    await findStatus(
      form,
      'Please enter the RBT certification number as the registry shows it, for example RBT-21-123456.',
    );
    expect(sent).toEqual([]);

    await fill(user, within(form).getByLabelText('RBT certification number'), 'RBT-21-123456');
    await user.selectOptions(within(form).getByLabelText('Status in the registry'), 'Inactive');
    await fill(
      user,
      within(form).getByLabelText('Reason the registry shows'),
      'Voluntary inactive',
    );
    await user.click(within(form).getByRole('button', { name: 'Record check' }));
    await findStatus(region, 'Recorded the check of Nora Quinn.');
    expect(sent).toEqual([
      {
        certificationNumber: 'RBT-21-123456',
        registryStatus: 'inactive',
        inactiveReason: 'Voluntary inactive',
        expiresOn: null,
        checkedOn: localIsoDate(new Date()),
      },
    ]);
    expect(within(region).getByText('Inactive')).toBeDefined();
  });

  it("keeps a booking waiting for a decision, or cancels it on the nanny's behalf", async () => {
    answerOperatorConsole();
    let waiting = [
      booking({ id: 'b-1', status: 'accepted' }),
      booking({ id: 'b-2', date: '2030-05-07' }),
    ];
    const decided: string[] = [];
    network()
      .on('GET', '/api/operator/credential-held-bookings', () => ({ json: { bookings: waiting } }))
      .on('POST', '/api/operator/bookings/{id}/keep', (request) => {
        decided.push(`keep ${idOf(request.path)}`);
        waiting = waiting.filter((b) => b.id !== idOf(request.path));
        return { json: { message: 'Booking kept: it goes ahead.', booking: booking() } };
      })
      .on('POST', '/api/operator/bookings/{id}/release', (request) => {
        decided.push(`release ${idOf(request.path)}`);
        waiting = waiting.filter((b) => b.id !== idOf(request.path));
        return {
          json: { message: 'Booking cancelled; the parent has been told.', booking: booking() },
        };
      });
    const { user } = await openOperatorTab('Credential checks');
    const region = screen.getByRole('region', { name: 'Credential checks' });
    const list = await within(region).findByRole('list', {
      name: 'Bookings waiting for a decision',
    });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    await user.click(within(items[0]!).getByRole('button', { name: 'Keep booking' }));
    await findStatus(region, 'Booking kept: it goes ahead.');
    const left = await within(region).findAllByRole('article', { name: /May 7, 2030/ });
    await user.click(within(left.at(-1)!).getByRole('button', { name: 'Cancel booking' }));
    await findStatus(region, 'Booking cancelled; the parent has been told.');
    expect(await within(region).findByText('No booking is waiting for a decision.')).toBeDefined();
    expect(decided).toEqual(['keep b-1', 'release b-2']);
  });
});
