import { act, screen, within } from '@testing-library/react';
import { messageTexts } from '@shared/messages';
import { todayIn } from '@shared/booking-times';
import { NO_MATCH_MESSAGE } from '@shared/directory-search';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { formatDate } from '../../lib/date-format';
import { useMessagesStore } from '../../lib/messages';
import { network } from '../../testing/fake-network';
import {
  answerNannyHours,
  answerParentDashboard,
  booking,
  directoryCard,
  parentProfile,
  PLATFORM_ZONE,
  storedFile,
  dateFromToday,
} from '../../testing/fixtures';
import { fill, findStatus, renderScreen, sessionUser, panelOfTab } from '../../testing/render';

// The parent's dashboard as she uses it: her profile, the directory and its search, and a booking
// request. Which nannies are listed, and in what order, is the server's (directory int tests);
// the browser journeys search and book against the real server.

const incomplete = 'Please upload a profile picture, provide your full name, and email.';
const tab = (name: string) => screen.getByRole('tab', { name });
const directory = () => screen.getByRole('region', { name: 'Browse Available RBTs' });
const cards = () =>
  within(within(directory()).getByRole('list', { name: 'Available RBTs' })).getAllByRole('article');
const card = (name: string) => within(directory()).getByRole('article', { name });
const bookingForm = (name: string) =>
  screen.getByRole('form', { name: `Request a booking with ${name}` });

function renderDashboard(path = '/parent-dashboard') {
  network().on('GET', '/api/account/access-log', { json: { entries: [], next: null } });
  return renderScreen(<AppRoutes />, {
    path,
    session: sessionUser('parent', { id: 'parent-1', fullName: 'Paula Tester' }),
  });
}

async function openBookings(user: ReturnType<typeof renderDashboard>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Bookings' }));
  await within(directory()).findByRole('heading', { name: 'Browse Available RBTs' });
  await expect.poll(() => within(directory()).queryByText('Loading available RBTs...')).toBeNull();
}

describe('her profile', () => {
  it('asks for a photo and a name before saving, then keeps what she wrote', async () => {
    const start = parentProfile({ fullName: 'Paula Tester', email: 'paula@example.com' });
    const withPhoto = { ...start, profilePhoto: storedFile('/photo/p', 'me.png', 'image/png') };
    answerParentDashboard(start);
    network().on('POST', '/api/parent/photo', { json: { parent: withPhoto } });
    network().on('PUT', '/api/parent/profile', (request) => ({
      json: { parent: { ...withPhoto, ...(request.body as object) } },
    }));
    const { user } = renderDashboard();
    const form = await screen.findByRole('form', { name: 'Profile details' });
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(within(form).getByLabelText<HTMLInputElement>('Full name').value).toBe('Paula Tester');
    const email = within(form).getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('paula@example.com');
    expect(email.readOnly).toBe(true);
    expect(within(profile).getByRole('img', { name: 'No profile picture yet' })).toBeDefined();

    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await findStatus(form, incomplete);

    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(within(profile).getByLabelText('Upload profile picture'), picture);
    await findStatus(profile, 'Profile picture updated successfully!');
    expect(within(profile).getByRole('img', { name: 'Your profile picture' })).toBeDefined();
    expect(within(profile).getByLabelText('Replace profile picture')).toBeDefined();

    await fill(user, within(form).getByLabelText('Full name'), '  ');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await findStatus(form, incomplete);
    expect(network().sent('PUT', '/api/parent/profile')).toEqual([]);

    const considerations = 'Twins, 6. Nut allergy.\nQuiet bedtimes.';
    await fill(user, within(form).getByLabelText('Full name'), 'Paula Park');
    await user.click(within(form).getByRole('checkbox', { name: 'Multiple Children' }));
    await fill(user, within(form).getByLabelText('Special Considerations'), considerations);
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await findStatus(form, 'Profile updated successfully!');
    expect(network().sent('PUT', '/api/parent/profile')[0]?.body).toEqual({
      fullName: 'Paula Park',
      multipleChildren: true,
      specialConsiderations: considerations,
    });
    // Account settings of the accounts feature sit under the profile.
    expect(screen.getByRole('form', { name: 'Change password' })).toBeDefined();
  });
});

describe('the directory', () => {
  it("shows each nanny's card as the server describes her, and the request form's limits", async () => {
    answerParentDashboard(parentProfile(), [
      directoryCard({ id: 'n1', fullName: 'Nora Quinn', photoUrl: '/photo/n1' }),
      directoryCard({ id: 'n2', fullName: 'Bea Blank', bio: '', availabilitySummary: '' }),
    ]);
    answerNannyHours('', []);
    const { user } = renderDashboard();
    await openBookings(user);

    expect(cards()).toHaveLength(2);
    const nora = within(card('Nora Quinn'));
    expect(nora.getByRole('img', { name: 'Photo of Nora Quinn' })).toBeDefined();
    expect(nora.getByText('Six years with autistic children.')).toBeDefined();
    expect(card('Nora Quinn').textContent).toMatch(/Mon.*08:00/);
    const bea = within(card('Bea Blank'));
    expect(bea.getByText('No bio provided.')).toBeDefined();
    expect(bea.getByRole('img', { name: 'No photo of Bea Blank' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Your booking requests' }).textContent).toContain(
      'You have not requested any bookings yet.',
    );

    await user.click(nora.getByRole('button', { name: 'Request booking' }));
    const form = within(bookingForm('Nora Quinn'));
    expect(form.getByLabelText('Date').getAttribute('min')).toBe(
      todayIn(new Date(), PLATFORM_ZONE),
    );
    expect(form.getByLabelText('Start time').getAttribute('step')).toBe('900');
    expect(form.getByLabelText('End time').getAttribute('step')).toBe('900');
  });

  it('says when no RBT is approved, and shows a newly approved one when she comes back', async () => {
    answerParentDashboard(parentProfile());
    const { user } = renderDashboard();
    await openBookings(user);
    expect(within(directory()).getByText('No approved RBTs available.')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Your booking requests' }).textContent).toContain(
      'You have not requested any bookings yet.',
    );

    network().on('GET', '/api/directory', {
      json: { nannies: [directoryCard()], nextCursor: null, sort: 'newest', home: null },
    });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await within(directory()).findByRole('article', { name: 'Nora Quinn' });
    expect(within(directory()).queryByText('No approved RBTs available.')).toBeNull();
  });

  it('pages through the RBTs 24 at a time, taking focus back to the top of the list', async () => {
    const pageOf = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        directoryCard({ id: `n${from + i}`, fullName: `Nanny Number ${from + i}` }),
      );
    answerParentDashboard(parentProfile());
    network().on('GET', '/api/directory', (request) =>
      request.query.get('cursor') === 'page-2'
        ? { json: { nannies: pageOf(25, 6), nextCursor: null, sort: 'newest', home: null } }
        : { json: { nannies: pageOf(1, 24), nextCursor: 'page-2', sort: 'newest', home: null } },
    );
    const { user } = renderDashboard();
    await openBookings(user);
    // The pager goes while a page loads (its cursors are unknown), so it is looked up each time.
    const pager = () =>
      within(within(directory()).getByRole('navigation', { name: 'Directory pages' }));
    expect(cards()).toHaveLength(24);
    expect(pager().getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(
      true,
    );
    const first = cards().map((c) => c.textContent);

    await user.click(pager().getByRole('button', { name: 'Next' }));
    await within(directory()).findByText('Page 2');
    await within(directory()).findByRole('article', { name: 'Nanny Number 25' });
    expect(document.activeElement?.textContent).toBe('Browse Available RBTs');
    const second = cards().map((c) => c.textContent);
    expect(second).toHaveLength(6);
    expect(second.filter((text) => first.includes(text))).toEqual([]);

    await user.click(pager().getByRole('button', { name: 'Previous' }));
    await within(directory()).findByText('Page 1');
    await within(directory()).findByRole('article', { name: 'Nanny Number 1' });
    expect(cards().map((c) => c.textContent)).toEqual(first);
  });

  it('checks a search before it goes into the address, and fills the request form from it', async () => {
    const date = dateFromToday(30);
    answerParentDashboard(parentProfile(), [directoryCard()]);
    network().on('GET', '/api/directory', (request) => ({
      json: {
        nannies: [
          directoryCard({
            needs: ['autism'],
            matchedNeeds: request.query.get('needs') === 'autism' ? ['autism'] : [],
          }),
        ],
        nextCursor: null,
        sort: 'newest',
        home: null,
      },
    }));
    answerNannyHours(date);
    const { user, location } = renderDashboard();
    await openBookings(user);
    const bar = within(screen.getByRole('form', { name: 'Search RBTs' }));
    await fill(user, bar.getByLabelText('Date'), date);
    await fill(user, bar.getByLabelText('From'), '12:00');
    await fill(user, bar.getByLabelText('Until'), '10:00');
    await user.click(bar.getByRole('button', { name: 'Search' }));
    expect(bar.getByText('End time must be after start time.')).toBeDefined();
    expect(new URLSearchParams(location().search).get('date')).toBeNull();

    await fill(user, bar.getByLabelText('From'), '10:00');
    await fill(user, bar.getByLabelText('Until'), '12:00');
    await user.click(bar.getByRole('checkbox', { name: 'Autism' }));
    await user.click(bar.getByRole('button', { name: 'Search' }));
    const address = new URLSearchParams(location().search);
    expect([address.get('date'), address.get('start'), address.get('end')]).toEqual([
      date,
      '10:00',
      '12:00',
    ]);
    expect(address.get('needs')).toBe('autism');
    await within(card('Nora Quinn')).findByText('Matches: Autism');

    await user.click(within(card('Nora Quinn')).getByRole('button', { name: 'Request booking' }));
    const form = within(bookingForm('Nora Quinn'));
    expect(form.getByLabelText<HTMLInputElement>('Date').value).toBe(date);
    expect(form.getByLabelText<HTMLInputElement>('Start time').value).toBe('10:00');
    expect(form.getByLabelText<HTMLInputElement>('End time').value).toBe('12:00');
    await form.findByText(`Her hours on ${formatDate(date)}: 8:00 AM – 5:00 PM`);
  });

  it("asks for her ZIP code, shows the server's refusal, then measures from the ZIP saved", async () => {
    answerParentDashboard(parentProfile());
    network().once('PUT', '/api/parent/home-zip', {
      status: 400,
      json: { code: 'validation', message: 'Please enter a valid US ZIP code.' },
    });
    const home = { zip: '94105', city: 'San Francisco', state: 'CA' };
    network().on('PUT', '/api/parent/home-zip', { json: { home } });
    const { user } = renderDashboard();
    await openBookings(user);
    network().on('GET', '/api/directory', {
      json: { nannies: [], nextCursor: null, sort: 'distance', home },
    });
    const prompt = within(directory()).getByRole('form', { name: 'Your ZIP code' });
    await fill(user, within(prompt).getByLabelText('Home ZIP code'), '00000');
    await user.click(within(prompt).getByRole('button', { name: 'Save ZIP code' }));
    await findStatus(prompt, 'Please enter a valid US ZIP code.');

    await fill(user, within(prompt).getByLabelText('Home ZIP code'), '94105');
    await user.click(within(prompt).getByRole('button', { name: 'Save ZIP code' }));
    await within(directory()).findByText('Near San Francisco, CA (94105)');
    await within(directory()).findByText(NO_MATCH_MESSAGE);
  });

  it('saves the search shown under a name, to run again', async () => {
    answerParentDashboard(parentProfile());
    const saved = {
      id: 's1',
      label: 'Autism nearby',
      newMatches: 0,
      savedAt: '2031-01-01T00:00:00.000Z',
      search: { needs: 'autism' },
    };
    network().on('POST', '/api/parent/saved-searches', { status: 201, json: { search: saved } });
    const { user } = renderDashboard('/parent-dashboard?tab=bookings&needs=autism');
    await expect
      .poll(() => within(directory()).queryByText('Loading available RBTs...'))
      .toBeNull();
    await user.click(within(directory()).getByText('Saved searches'));
    const save = within(within(directory()).getByRole('form', { name: 'Save this search' }));
    await fill(user, save.getByLabelText('Name this search'), 'Autism nearby');
    await user.click(save.getByRole('button', { name: 'Save this search' }));
    const list = await within(directory()).findByRole('list', { name: 'Your saved searches' });
    expect(within(list).getByRole('button', { name: 'Run Autism nearby' })).toBeDefined();
    expect(network().sent('POST', '/api/parent/saved-searches')[0]?.body).toEqual({
      label: 'Autism nearby',
      search: { needs: 'autism' },
    });
  });
});

describe('a booking request', () => {
  it('is checked before sending, sent once however often pressed, and listed as pending', async () => {
    const date = dateFromToday(30);
    answerParentDashboard(parentProfile(), [directoryCard()]);
    answerNannyHours(date);
    const sent = booking({ date, startTime: '10:30', endTime: '11:30', status: 'pending' });
    network().on('POST', '/api/bookings', () => {
      network().on('GET', '/api/bookings', { json: { bookings: [sent] } });
      return { status: 201, json: { booking: sent, message: 'Booking request sent!' } };
    });
    const { user } = renderDashboard();
    await openBookings(user);
    await user.click(within(card('Nora Quinn')).getByRole('button', { name: 'Request booking' }));
    const form = bookingForm('Nora Quinn');
    const field = (label: string) => within(form).getByLabelText(label);
    const send = within(form).getByRole('button', { name: 'Request Booking' });

    await fill(user, field('Date'), date);
    await user.click(send);
    await findStatus(form, 'Please select both a date and time.');
    await fill(user, field('Start time'), '10:00');
    await fill(user, field('End time'), '09:00');
    await user.click(send);
    await findStatus(form, 'End time must be after start time.');
    await fill(user, field('Date'), '2020-01-06');
    await fill(user, field('End time'), '11:00');
    await user.click(send);
    await findStatus(form, 'Please choose a start time that is not in the past.');
    expect(network().sent('POST', '/api/bookings')).toEqual([]);

    const note = 'Sam loves trains.';
    await fill(user, field('Date'), date);
    await fill(user, field('Start time'), '10:30');
    await fill(user, field('End time'), '11:30');
    await fill(user, field('Note to the nanny (optional)'), note);
    expect(within(form).getByText(`${note.length} / 1,000 characters`)).toBeDefined();
    // The price before the request: her rate, the 10% fee and the total, charged afterwards.
    const price = within(form).getByRole('region', { name: 'Price of this booking' });
    expect(price.textContent).toContain('1 hour at $18.00/hour$18.00');
    expect(price.textContent).toContain('Service fee (10%)$1.80');
    expect(price.textContent).toContain('Total$19.80');
    expect(price.textContent).toContain(
      'Nothing is charged now. Your card is charged after the session, for the hours confirmed then.',
    );
    await user.dblClick(send);
    await findStatus(form, 'Booking request sent!');

    const posts = network().sent('POST', '/api/bookings');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      nannyId: 'nanny-1',
      date,
      startTime: '10:30',
      endTime: '11:30',
      children: 1,
      note,
    });
    expect((posts[0]?.body as { idempotencyKey: string }).idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/,
    );
    const list = await screen.findByRole('list', { name: 'Your booking requests' });
    const item = within(within(list).getByRole('article'));
    expect(item.getByText('Nora Quinn')).toBeDefined();
    expect(item.getByText(`${formatDate(date)}, 10:30 AM – 11:30 AM`)).toBeDefined();
    expect(item.getByText('Pending')).toBeDefined();
    // The form is cleared for the next request.
    expect((field('Start time') as HTMLInputElement).value).toBe('');
  });
});

describe('her tabs', () => {
  it('move with the arrow keys and End, showing a new parent her empty messages and payments', async () => {
    answerParentDashboard(parentProfile());
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }));
    await user.keyboard('{ArrowRight}');
    expect(tab('Messages').getAttribute('aria-selected')).toBe('true');
    const messages = screen.getByRole('tabpanel', { name: 'Messages' });
    await within(messages).findByText(messageTexts.noConversations);
    await user.keyboard('{End}');
    const payments = screen.getByRole('tabpanel', { name: 'Payments' });
    await within(payments).findByText(/No card is charged yet/);
    await user.keyboard('{ArrowRight}');
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');
  });

  it('draws a panel only once its tab is opened, while the Messages tab counts her unread, live', async () => {
    answerParentDashboard(parentProfile());
    let unreadTotal = 2;
    const conversation = {
      id: 'c1',
      other: { id: 'nanny-1', name: 'Mia Messages', photoUrl: null, role: 'nanny' as const },
      lastMessage: null,
      lastActivityAt: '2031-06-16T12:00:00.000Z',
      canMessage: true,
      blockedByMe: false,
      contactsShared: false,
    };
    network().on('GET', '/api/conversations', () => ({
      json: { conversations: [{ ...conversation, unreadCount: unreadTotal }], unreadTotal },
    }));
    const { user } = renderDashboard();
    const form = await screen.findByRole('form', { name: 'Profile details' });

    // Her unread messages are on the Messages tab, but none of the hidden panels is drawn, and
    // the directory is not asked for before she opens Bookings.
    await screen.findByRole('tab', { name: 'Messages, 2 unread' });
    for (const name of ['Children', 'Bookings', 'Messages', 'Payments']) {
      expect(panelOfTab(name).hidden).toBe(true);
      expect(panelOfTab(name).childElementCount).toBe(0);
    }
    expect(network().sent('GET', '/api/directory')).toEqual([]);

    // A new message (the live socket's message.received hands its conversation to the store):
    // the count follows with the Messages panel still not drawn.
    unreadTotal = 3;
    act(() => useMessagesStore.getState().applyConversationChange('c1'));
    await screen.findByRole('tab', { name: 'Messages, 3 unread' });
    expect(panelOfTab('Messages').childElementCount).toBe(0);

    // A panel once opened stays drawn, hidden: what she typed in Profile is kept.
    await fill(user, within(form).getByLabelText('Full name'), 'Paula Half Typed');
    await openBookings(user);
    expect(panelOfTab('Profile').hidden).toBe(true);
    await user.click(tab('Profile'));
    expect(within(form).getByLabelText<HTMLInputElement>('Full name').value).toBe(
      'Paula Half Typed',
    );
    expect(panelOfTab('Bookings').hidden).toBe(true);
    expect(panelOfTab('Bookings').textContent).toContain('Browse Available RBTs');
    expect(panelOfTab('Messages').childElementCount).toBe(0);
  });
});
