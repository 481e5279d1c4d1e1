import { act, screen, within } from '@testing-library/react';
import { messageTexts } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { gate, network } from '../../testing/fake-network';
import type { SeenRequest } from '../../testing/fake-network';
import {
  answerNannyDashboard,
  booking,
  nannyBookings,
  nannyProfile,
  storedFile,
} from '../../testing/fixtures';
import { fill, findStatus, renderScreen, sessionUser, panelOfTab } from '../../testing/render';
import { useNannyBookingsStore } from './nanny-bookings-store';

// The nanny's dashboard as she uses it: the welcome popup, her profile, documents and hours, and
// the tabs. Every answer comes from a fake network; what the server keeps, and who may see it,
// are its integration tests; the browser journeys upload real files and follow live decisions.

type Profile = ReturnType<typeof nannyProfile>;

const welcomeTitle = 'Welcome to your nanny dashboard';
const profileRegion = () => screen.getByRole('region', { name: 'Your profile' });
const documents = () => screen.getByRole('region', { name: 'Documents' });
const picker = (noun: string) =>
  within(documents()).getByLabelText(new RegExp(`^(Upload|Replace) ${noun}$`));
const tab = (name: string) => screen.getByRole('tab', { name });

function renderDashboard(profile: Profile) {
  answerNannyDashboard(profile);
  network().on('GET', '/api/account/access-log', { json: { entries: [], next: null } });
  return renderScreen(<AppRoutes />, {
    path: '/rbt-dashboard',
    session: sessionUser('nanny', { id: profile.id, fullName: profile.fullName }),
  });
}

/** Answers her writes with the profile as the server would keep it. */
function keepProfile(start: Profile) {
  let shown = start;
  const answer = (change: (profile: Profile, request: SeenRequest) => Profile) => {
    return (request: SeenRequest) => {
      shown = change(shown, request);
      return { json: { nanny: shown } };
    };
  };
  return { answer, shown: () => shown };
}

const png = (name: string) => new File(['png bytes'], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const fileSent = (request: SeenRequest | undefined) =>
  (request?.body as FormData | undefined)?.get('file') as File | undefined;

describe('the welcome popup', () => {
  it('holds a new nanny until she agrees: focus stays in, Escape does nothing, the page is inert', async () => {
    network().once('POST', '/api/nanny/agreement', {
      status: 500,
      json: { code: 'internal', message: 'Please try again.' },
    });
    network().on('POST', '/api/nanny/agreement', { json: { nanny: nannyProfile() } });
    const { user, container } = renderDashboard(nannyProfile({ agreedToPayment: false }));

    const dialog = await screen.findByRole('dialog', { name: welcomeTitle });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    for (const term of [
      '$18/hour',
      '$20/hour',
      '15 caregiving sessions with no significant reported issues',
      'paid through the platform',
      'not ABA therapy',
    ]) {
      expect(dialog.textContent).toContain(term);
    }
    const terms = within(dialog).getByRole('link', { name: /Terms of Service/ });
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    expect(terms.getAttribute('target')).toBe('_blank');

    expect(document.activeElement).toBe(dialog);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: welcomeTitle })).toBe(dialog);
    expect(container.hasAttribute('inert')).toBe(true);
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    await findStatus(dialog, 'Failed to save agreement. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    expect(network().sent('POST', '/api/nanny/agreement')).toHaveLength(2);
  });
});

describe('her profile and documents', () => {
  it('starts pending without a photo; each upload says it worked and shows what it stored', async () => {
    const profile = keepProfile(nannyProfile());
    network().on(
      'POST',
      '/api/nanny/documents/profile-photo',
      profile.answer((p) => ({
        ...p,
        profilePhoto: storedFile('/photo/me', 'me.png', 'image/png'),
      })),
    );
    network().on(
      'POST',
      '/api/nanny/documents/rbt-certification',
      profile.answer((p) => ({ ...p, rbtCertification: storedFile('/docs/rbt', 'rbt.pdf') })),
    );
    const photoIdHeld = gate();
    network().on('POST', '/api/nanny/documents/photo-id', async (request) => {
      await photoIdHeld.opened;
      return profile.answer((p) => ({ ...p, photoId: storedFile('/docs/id', 'id.png') }))(request);
    });
    network().on(
      'POST',
      '/api/nanny/documents/background-check',
      profile.answer((p) => ({
        ...p,
        backgroundCheck: {
          ...storedFile('/docs/check', 'check.pdf'),
          status: 'pending',
          rejectionReason: null,
          validUntil: null,
          expired: false,
        },
      })),
    );
    const { user } = renderDashboard(profile.shown());
    await within(await screen.findByRole('region', { name: 'Your profile' })).findByText(
      'Pending Approval',
    );
    expect(
      within(profileRegion()).getByRole('img', { name: 'No profile picture yet' }),
    ).toBeDefined();

    const toggle = screen.getByRole('button', { name: 'Manage Documents' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(picker('profile picture').getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp',
    );
    expect(picker('RBT certification').getAttribute('accept')).toBe(
      'application/pdf,image/jpeg,image/png',
    );

    await user.upload(picker('profile picture'), png('me.png'));
    await findStatus(documents(), 'Profile picture updated successfully!');
    expect(
      within(profileRegion()).getByRole('img', { name: 'Your profile picture' }),
    ).toBeDefined();
    expect(fileSent(network().sent('POST', '/api/nanny/documents/profile-photo')[0])?.name).toBe(
      'me.png',
    );

    await user.upload(picker('RBT certification'), pdf('rbt.pdf'));
    await findStatus(documents(), 'RBT Certification uploaded successfully!');

    // A slow answer shows the progress bar until the server replies.
    await user.upload(picker('photo ID'), png('id.png'));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo ID' })).toBeDefined();
    photoIdHeld.open();
    await findStatus(documents(), 'Photo ID uploaded successfully!');
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.upload(picker('background check'), pdf('check.pdf'));
    await findStatus(
      documents(),
      'Background check uploaded successfully! It is now pending approval.',
    );
    expect(within(documents()).getByText('Background Check Pending')).toBeDefined();
    expect(within(documents()).queryByText('Background Verified')).toBeNull();

    // The photo opens in a new tab; each document downloads (the server sends attachments).
    const photo = within(documents()).getByRole('link', { name: 'View profile picture' });
    expect(photo.getAttribute('target')).toBe('_blank');
    for (const noun of ['RBT certification', 'photo ID', 'background check']) {
      const link = within(documents()).getByRole('link', { name: `View ${noun}` });
      expect(link.hasAttribute('download')).toBe(true);
    }
    expect(within(documents()).getAllByRole('link')).toHaveLength(4);
  });

  it("says why a file was refused: the server's reason, or too large before sending", async () => {
    const refused = 'The file is not a PDF, JPEG or PNG.';
    network().on('POST', '/api/nanny/documents/rbt-certification', {
      status: 415,
      json: { code: 'validation', message: refused },
    });
    const { user } = renderDashboard(nannyProfile());
    await user.click(await screen.findByRole('button', { name: 'Manage Documents' }));

    await user.upload(picker('RBT certification'), pdf('not-really.pdf'));
    await findStatus(documents(), `Failed to upload RBT certification. ${refused}`);

    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(picker('photo ID'), huge);
    await findStatus(
      documents(),
      'Failed to upload photo ID. The file is too large: the limit is 10 MB.',
    );
    expect(network().sent('POST', '/api/nanny/documents/photo-id')).toEqual([]);
  });

  it('explains the background check in a popup that Escape closes, giving focus back', async () => {
    const { user } = renderDashboard(nannyProfile());
    await user.click(await screen.findByRole('button', { name: 'Manage Documents' }));
    const info = within(documents()).getByRole('button', { name: 'Why add a background check?' });
    await user.click(info);
    const help = screen.getByRole('dialog', { name: 'Why add a background check?' });
    expect(within(help).getByText(/optional, and we recommend it/)).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(info);
  });

  it('asks for the missing parts before saving her profile, then shows it saved', async () => {
    const withPhoto = nannyProfile({
      fullName: 'Nora Tester',
      profilePhoto: storedFile('/photo/me', 'me.png', 'image/png'),
    });
    const profile = keepProfile(withPhoto);
    network().on(
      'PUT',
      '/api/nanny/profile',
      profile.answer((p, request) => ({ ...p, ...(request.body as Partial<Profile>) })),
    );
    const { user } = renderDashboard(profile.shown());
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByLabelText<HTMLInputElement>('Full name').value).toBe('Nora Tester');

    await fill(user, within(form).getByLabelText('Full name'), 'Nora Quinn');
    await fill(user, within(form).getByLabelText('Bio'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await findStatus(
      form,
      'Please upload a profile picture, complete your bio, and provide an email before approval.',
    );
    expect(network().sent('PUT', '/api/nanny/profile')).toEqual([]);

    const bio = 'Six years with autistic children.\nCalm bedtimes and outdoor play.';
    await fill(user, within(form).getByLabelText('Bio'), bio);
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await findStatus(form, 'Profile updated successfully!');
    expect(within(profileRegion()).getByRole('heading', { name: 'Nora Quinn' })).toBeDefined();
    expect(network().sent('PUT', '/api/nanny/profile')[0]?.body).toEqual({
      fullName: 'Nora Quinn',
      bio,
    });
    // The account settings of the accounts feature live under Edit Profile.
    expect(screen.getByRole('form', { name: 'Change password' })).toBeDefined();
  });

  it('tells an approved nanny that her changes wait for review', async () => {
    const approved = nannyProfile({
      status: 'approved',
      bio: 'Five years with autistic children.',
      profilePhoto: storedFile('/photo/me', 'me.png', 'image/png'),
    });
    const newBio = 'Now also fluent in sign language.';
    network().on('PUT', '/api/nanny/profile', {
      json: {
        nanny: {
          ...approved,
          bio: newBio,
          profileChange: { status: 'pending', rejectionReason: null },
        },
      },
    });
    const { user } = renderDashboard(approved);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await fill(user, within(form).getByLabelText('Bio'), newBio);
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await findStatus(form, 'Profile updated successfully!');
    expect(within(profileRegion()).getByText(newBio)).toBeDefined();
    await findStatus(
      profileRegion(),
      'Your changes are waiting for review. Parents see your approved profile until then.',
    );
  });

  it('asks an approved nanny before a new RBT certificate sends her back to review', async () => {
    const approved = nannyProfile({
      status: 'approved',
      rbtCertification: storedFile('/docs/rbt', 'rbt.pdf'),
    });
    network().on('POST', '/api/nanny/documents/rbt-certification', {
      json: { nanny: { ...approved, status: 'pending' } },
    });
    const { user } = renderDashboard(approved);
    await user.click(await screen.findByRole('button', { name: 'Manage Documents' }));
    const warning =
      "Replacing your RBT certificate sends your profile back for review. Parents won't see you in the directory until an operator approves you again.";

    await user.upload(picker('RBT certification'), pdf('renewed.pdf'));
    const confirm = within(documents()).getByRole('alertdialog');
    expect(within(confirm).getByText(warning)).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Keep my current one' }));
    expect(within(documents()).queryByRole('alertdialog')).toBeNull();
    expect(within(profileRegion()).getByText('Approved')).toBeDefined();
    expect(network().sent('POST', '/api/nanny/documents/rbt-certification')).toEqual([]);

    await user.upload(picker('RBT certification'), pdf('renewed.pdf'));
    await user.click(
      within(documents()).getByRole('button', { name: 'Replace and send for review' }),
    );
    await findStatus(documents(), 'RBT Certification uploaded successfully!');
    expect(within(profileRegion()).getByText('Pending Approval')).toBeDefined();
  });

  it('saves where she works and her experience, and shows a CPR card waiting for review', async () => {
    network().on('PUT', '/api/nanny/service-area', {
      json: { serviceArea: { zip: '10001', city: 'New York', state: 'NY', radiusMiles: 10 } },
    });
    network().on('PUT', '/api/nanny/experience', {
      json: { experience: { needs: ['autism'], languages: ['es'] } },
    });
    network().on('POST', '/api/nanny/documents/cpr-first-aid', {
      json: {
        nanny: nannyProfile({
          cprFirstAid: {
            status: 'pending',
            validUntil: null,
            rejectionReason: null,
            document: storedFile('/docs/cpr', 'cpr.pdf'),
          },
        }),
      },
    });
    const { user } = renderDashboard(nannyProfile());
    const area = await screen.findByRole('form', { name: 'Where you work' });
    await fill(user, within(area).getByLabelText('Home ZIP code'), '1000');
    await user.click(within(area).getByRole('button', { name: 'Save where you work' }));
    await findStatus(area, 'Please enter a valid US ZIP code.');
    expect(within(area).getByLabelText<HTMLInputElement>('How far you travel (miles)').value).toBe(
      '15',
    );
    await fill(user, within(area).getByLabelText('Home ZIP code'), '10001');
    await fill(user, within(area).getByLabelText('How far you travel (miles)'), '10');
    await user.click(within(area).getByRole('button', { name: 'Save where you work' }));
    await findStatus(area, 'Where you work was saved.');
    expect(screen.getByText('New York, NY (10001), up to 10 miles')).toBeDefined();
    expect(network().sent('PUT', '/api/nanny/service-area')[0]?.body).toEqual({
      zip: '10001',
      radiusMiles: 10,
    });

    const experience = screen.getByRole('form', { name: 'Experience' });
    await user.click(within(experience).getByRole('checkbox', { name: 'Autism' }));
    await user.click(within(experience).getByRole('checkbox', { name: 'Spanish' }));
    await user.click(within(experience).getByRole('button', { name: 'Save experience' }));
    await findStatus(experience, 'Your experience was saved.');
    expect(network().sent('PUT', '/api/nanny/experience')[0]?.body).toEqual({
      needs: ['autism'],
      languages: ['es'],
    });

    await user.click(screen.getByRole('button', { name: 'Manage Documents' }));
    await user.upload(picker('CPR / First Aid card'), pdf('cpr.pdf'));
    await within(documents()).findByText('CPR / First Aid Pending Review');
  });
});

describe('her tabs', () => {
  it('move with the arrow keys, End and wrap-around, each showing a new nanny what she has', async () => {
    const { user } = renderDashboard(nannyProfile());
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    await user.keyboard('{ArrowRight}');
    expect(tab('Availability').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Availability'));
    expect(screen.getByRole('form', { name: 'Weekly schedule' })).toBeDefined();

    await user.keyboard('{ArrowRight}');
    const bookings = screen.getByRole('tabpanel', { name: 'Bookings' });
    expect(within(bookings).getByRole('heading', { name: 'Your bookings' })).toBeDefined();
    await within(bookings).findByText('No requests waiting for your answer.');

    await user.keyboard('{End}');
    const payments = screen.getByRole('tabpanel', { name: 'Payments' });
    await within(payments).findByText('0 of 15 sessions toward $20/hour');
    expect(payments.textContent).toContain('Your rate: $18/hour');

    await user.keyboard('{ArrowRight}');
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    const messages = screen.getByRole('tabpanel', { name: 'Messages' });
    await within(messages).findByText(messageTexts.noConversations);
  });

  it('draws a panel only once its tab is opened, while the Bookings tab counts her requests, live', async () => {
    const request = (id: string) => booking({ id, parentName: `Parent ${id}` });
    let requests = [request('b1')];
    const { user } = renderDashboard(nannyProfile());
    network().on('GET', '/api/nanny/bookings', () => ({ json: nannyBookings({ requests }) }));
    await screen.findByRole('region', { name: 'Your profile' });

    await screen.findByRole('tab', { name: 'Bookings, 1 new request' });
    for (const name of ['Availability', 'Bookings', 'Messages', 'Payments']) {
      expect(panelOfTab(name).hidden).toBe(true);
      expect(panelOfTab(name).childElementCount).toBe(0);
    }

    // A new request (the live socket's booking.changed has the store fetch her bookings again):
    // the count follows with the Bookings panel still not drawn.
    requests = [request('b2'), request('b1')];
    await act(() => useNannyBookingsStore.getState().refresh());
    await screen.findByRole('tab', { name: 'Bookings, 2 new requests' });
    expect(panelOfTab('Bookings').childElementCount).toBe(0);

    // Opened, the panel shows the requests the dashboard loaded, without asking again.
    await user.click(screen.getByRole('tab', { name: /^Bookings/ }));
    const list = screen.getByRole('list', { name: 'Requests' });
    expect(list.children).toHaveLength(2);
    expect(list.textContent).toContain('Parent b2');
    expect(network().sent('GET', '/api/nanny/bookings')).toHaveLength(2);
    for (const name of ['Availability', 'Messages', 'Payments']) {
      expect(panelOfTab(name).childElementCount).toBe(0);
    }
  });
});
