import { describe, expect, it } from 'vitest';
import {
  approvableNannyOnDashboard,
  approvalBadge,
  markPage,
  newOperatorOnQueue,
  pageKeptMark,
  queueItem,
  showQueue,
  waitUntilLive,
} from '../helpers/e2e-live.js';
import { profileCard, statusWith, tab } from '../helpers/e2e-nanny.js';
import { nannyCard, newParentOnDashboard, openBookings } from '../helpers/e2e-parent.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// Security item 3 (docs/security.md) in Chromium: an approved nanny's new bio waits in the
// operator's Changes to review, arriving live, and reaches the parent's directory only once
// approved.

const approvedBio = 'Five years with autistic children. Loves the park.';
const newBio = 'Now also fluent in sign language.';
const waitingNote =
  'Your changes are waiting for review. Parents see your approved profile until then.';

describe('security item 3: changes to an approved profile', () => {
  const suite = browserSuite({ smtp: true });

  it('security item 3: the operator sees her new bio arrive live, approves it, and only then parents see it', async () => {
    const { page: nanny, fullName } = await approvableNannyOnDashboard(suite);
    const operator = await newOperatorOnQueue(suite);
    await showQueue(operator, 'Pending');
    await queueItem(operator, fullName)
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await approvalBadge(nanny, 'Approved').waitFor();

    const { page: parent } = await newParentOnDashboard(suite);
    await openBookings(parent);
    const card = nannyCard(parent, fullName);
    await card.getByText(approvedBio).waitFor();

    await tab(operator, 'Changes to review').click();
    const changes = operator.getByRole('region', { name: 'Changes to review' });
    await changes.getByText('No changes are waiting for review.', { exact: true }).waitFor();
    for (const page of [operator, parent]) {
      await waitUntilLive(page);
      await markPage(page);
    }

    // She edits her bio: she sees it with the note; parents still see the approved one.
    await nanny.getByRole('button', { name: 'Edit Profile' }).click();
    const form = nanny.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Bio').fill(newBio);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await statusWith(form, 'Profile updated successfully!').waitFor();
    await profileCard(nanny).getByText(newBio).waitFor();
    await statusWith(profileCard(nanny), waitingNote).waitFor();
    await nanny.reload();
    await statusWith(profileCard(nanny), waitingNote).waitFor();
    await profileCard(nanny).getByText(newBio).waitFor();

    // The operator's list shows it without a reload, before and after.
    const item = changes.getByRole('article', { name: fullName, exact: true });
    await item.getByText(newBio).waitFor();
    await item.getByText(approvedBio).waitFor();
    expect(await card.getByText(approvedBio).isVisible()).toBe(true);
    expect(await card.getByText(newBio).count()).toBe(0);

    await item.getByRole('button', { name: 'Approve changes' }).click();
    await statusWith(
      changes,
      `Approved the changes of ${fullName}. Parents now see them.`,
    ).waitFor();
    await item.waitFor({ state: 'detached' });

    // The parent's card changes live; the nanny's note goes.
    await card.getByText(newBio).waitFor();
    await profileCard(nanny).getByText(waitingNote).waitFor({ state: 'detached' });
    for (const page of [operator, parent]) expect(await pageKeptMark(page)).toBe(true);
  }, 180_000);
});
