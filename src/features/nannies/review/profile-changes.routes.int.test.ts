import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, registeredAccount } from '../../../../test/helpers/accounts-api.js';
import { pngBytes, upload } from '../../../../test/helpers/nanny-api.js';
import { completeNanny } from '../../../../test/helpers/review-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { operatorTestBed } from '../../../../test/helpers/test-bed.js';
import { sameOrigin } from '../../../../test/helpers/test-server.js';
import { approvalBody } from '../../../../test/helpers/credential-facts.js';
import { isStored } from '../../../../test/helpers/stored-files.js';

// Security item 3 (docs/security.md): what an approved nanny changes in her name, bio or photo
// reaches parents only once an operator has approved it.

const bed = operatorTestBed();
const { server, app } = bed;
let parent: string;

beforeAll(async () => {
  parent = (await registeredAccount(app(), { role: 'parent' })).cookie;
});

interface Card {
  id: string;
  fullName: string;
  bio: string;
  photoUrl: string | null;
}
interface Change {
  nannyId: string;
  changeId: string;
  changed: string[];
  before: { fullName: string; bio: string; photoUrl: string | null };
  after: { fullName: string; bio: string; photoUrl: string | null };
}

const card = async (nannyId: string) =>
  (await get(app(), '/api/directory', parent))
    .json<{ nannies: Card[] }>()
    .nannies.find((n) => n.id === nannyId);
const sha = async (url: string, cookie: string) => {
  const response = await get(app(), url, cookie);
  expect(response.statusCode, url).toBe(200);
  return createHash('sha256').update(response.rawPayload).digest('hex');
};
const saveProfile = (cookie: string, fullName: string, bio: string) =>
  app().inject({
    method: 'PUT',
    url: '/api/nanny/profile',
    payload: { fullName, bio },
    headers: { ...sameOrigin, cookie },
  });
const ownProfile = async (cookie: string) =>
  (await get(app(), '/api/nanny/profile', cookie)).json<{
    nanny: {
      fullName: string;
      bio: string;
      status: string;
      profilePhoto: { url: string } | null;
      profileChange: { status: string; rejectionReason: string | null } | null;
    };
  }>().nanny;
const changes = async (cookie = bed.ops) =>
  (await get(app(), '/api/operator/profile-changes', cookie)).json<{ changes: Change[] }>().changes;
/** The photo keys her events named, oldest first, and whether storage still holds each. */
const photoKeys = async (nannyId: string) => {
  const rows = await server.runtime.db
    .selectFrom('events')
    .select('data')
    .where('stream_id', '=', `nanny-${nannyId}`)
    .where('type', 'in', ['ProfilePhotoUploaded', 'NannyProfileChangeSubmitted'])
    .orderBy('position')
    .execute();
  const keys = rows.flatMap(({ data }) => {
    const d = data as { storageKey?: string; photo?: { storageKey: string } | null };
    return d.storageKey ? [d.storageKey] : d.photo ? [d.photo.storageKey] : [];
  });
  return Promise.all(keys.map((key) => isStored(server.runtime.storage, key)));
};
const sessionName = async (cookie: string) =>
  (await get(app(), '/api/session', cookie)).json<{ user: { fullName: string } }>().user.fullName;
const changeOf = async (nannyId: string) => (await changes()).find((c) => c.nannyId === nannyId);
const review = (nannyId: string, action: 'approve' | 'reject', body: object, cookie = bed.ops) =>
  post(app(), `/api/operator/nannies/${nannyId}/profile-change/${action}`, body, cookie);

/** An approved nanny, and what parents see of her (card and photo bytes). */
async function approvedNanny() {
  const nanny = await completeNanny(app());
  expect(
    (await post(app(), `/api/operator/nannies/${nanny.user.id}/approve`, approvalBody(), bed.ops))
      .statusCode,
  ).toBe(200);
  const listed = (await card(nanny.user.id))!;
  expect(listed).toMatchObject({ fullName: 'Nora Complete' });
  return { ...nanny, listed, listedPhoto: await sha(listed.photoUrl!, parent) };
}

/** Parents see the card and the photo bytes they saw when she was approved. */
async function expectParentsSeeListed(nanny: Awaited<ReturnType<typeof approvedNanny>>) {
  expect(await card(nanny.user.id)).toEqual(nanny.listed);
  expect(await sha(nanny.listed.photoUrl!, parent)).toBe(nanny.listedPhoto);
}

/** She edits name, bio and photo from her dashboard; returns the new photo's hash. */
async function editEverything(cookie: string) {
  expect(
    (await saveProfile(cookie, 'Nora Renamed', 'A new bio, not yet reviewed.')).statusCode,
  ).toBe(200);
  const photo = await pngBytes(90, 60);
  const uploaded = await upload(app(), cookie, 'profile-photo', photo, 'new.png', 'image/png');
  expect(uploaded.statusCode).toBe(200);
  return sha(
    uploaded.json<{ nanny: { profilePhoto: { url: string } } }>().nanny.profilePhoto.url,
    cookie,
  );
}

describe(`security item 3: approved nannies' changes wait for review, on ${testEngine}`, () => {
  it('security item 3: parents keep the approved name, bio and photo while she sees her pending edit', async () => {
    const nanny = await approvedNanny();
    const newPhoto = await editEverything(nanny.cookie);
    expect(newPhoto).not.toBe(nanny.listedPhoto);

    // Parents: the same card, and the same photo bytes behind the same address.
    await expectParentsSeeListed(nanny);

    // She: everything she typed and uploaded, with the note that it waits for review.
    const own = await ownProfile(nanny.cookie);
    expect(own).toMatchObject({
      fullName: 'Nora Renamed',
      bio: 'A new bio, not yet reviewed.',
      status: 'approved',
      profileChange: { status: 'pending', rejectionReason: null },
    });
    expect(await sha(own.profilePhoto!.url, nanny.cookie)).toBe(newPhoto);

    // Operators: before and after, side by side.
    const change = (await changeOf(nanny.user.id))!;
    expect(change).toMatchObject({
      changed: ['fullName', 'bio', 'photo'],
      before: { fullName: 'Nora Complete', bio: 'Eight years with autistic children.' },
      after: { fullName: 'Nora Renamed', bio: 'A new bio, not yet reviewed.' },
    });
    expect(await sha(change.before.photoUrl!, bed.ops)).toBe(nanny.listedPhoto);
    expect(await sha(change.after.photoUrl!, bed.ops)).toBe(newPhoto);
  });

  it('security item 3: once an operator approves, the directory shows the new version', async () => {
    const nanny = await approvedNanny();
    const newPhoto = await editEverything(nanny.cookie);
    // Her account keeps the listed name while the change waits...
    expect(await sessionName(nanny.cookie)).toBe('Nora Complete');
    const { changeId } = (await changeOf(nanny.user.id))!;
    const approved = await review(nanny.user.id, 'approve', { changeId });
    expect(approved.statusCode).toBe(200);
    // ...and takes the new one once approved (her header, emails, operators' views).
    expect(await sessionName(nanny.cookie)).toBe('Nora Renamed');

    const listed = (await card(nanny.user.id))!;
    expect(listed).toMatchObject({ fullName: 'Nora Renamed', bio: 'A new bio, not yet reviewed.' });
    expect(listed.photoUrl).not.toBe(nanny.listed.photoUrl);
    expect(await sha(listed.photoUrl!, parent)).toBe(newPhoto);
    expect(await changeOf(nanny.user.id)).toBeUndefined();
    expect((await ownProfile(nanny.cookie)).profileChange).toBeNull();
    // The photo it replaced is gone from storage; the approved one stays.
    expect(await photoKeys(nanny.user.id)).toEqual([false, true]);

    const event = await sql<{ metadata: { actorRole: string; actorId: string } }>`
      select metadata from events
      where type = 'NannyProfileChangeApproved' and stream_id = ${`nanny-${nanny.user.id}`}`.execute(
      server.runtime.db,
    );
    expect(event.rows[0]?.metadata.actorRole).toBe('operator');
    expect((await review(nanny.user.id, 'approve', { changeId })).statusCode).toBe(409);
  });

  it('security item 3: a rejection reaches her with its reason, and parents never saw the change', async () => {
    const nanny = await approvedNanny();
    await editEverything(nanny.cookie);
    const { changeId } = (await changeOf(nanny.user.id))!;
    const blank = await review(nanny.user.id, 'reject', { changeId, reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Please give a reason for the rejection.' });
    const rejected = await review(nanny.user.id, 'reject', {
      changeId,
      reason: 'Please use a photo of your face.',
    });
    expect(rejected.statusCode).toBe(200);

    await expectParentsSeeListed(nanny);
    const own = await ownProfile(nanny.cookie);
    expect(own).toMatchObject({
      fullName: 'Nora Complete',
      bio: 'Eight years with autistic children.',
      profileChange: { status: 'rejected', rejectionReason: 'Please use a photo of your face.' },
    });
    expect(await sha(own.profilePhoto!.url, nanny.cookie)).toBe(nanny.listedPhoto);
    expect(await changeOf(nanny.user.id)).toBeUndefined();
    // The refused photo is gone from storage; the listed one stays.
    expect(await photoKeys(nanny.user.id)).toEqual([true, false]);
  });

  it('security item 3: approves only the version the operator saw', async () => {
    const nanny = await approvedNanny();
    await saveProfile(nanny.cookie, 'Nora Complete', 'Harmless bio.');
    const seen = (await changeOf(nanny.user.id))!;
    await saveProfile(nanny.cookie, 'Nora Complete', 'Swapped after the operator looked.');
    const stale = await review(nanny.user.id, 'approve', { changeId: seen.changeId });
    expect(stale.statusCode).toBe(409);
    expect((await card(nanny.user.id))?.bio).toBe('Eight years with autistic children.');
    expect((await changeOf(nanny.user.id))?.after.bio).toBe('Swapped after the operator looked.');
  });

  it('security item 3: only operators review, only the nanny submits, and her pending photo stays hers', async () => {
    const nanny = await approvedNanny();
    await editEverything(nanny.cookie);
    const { changeId, after } = (await changeOf(nanny.user.id))!;
    const other = await registeredAccount(app(), { role: 'nanny' });
    for (const cookie of [parent, nanny.cookie, other.cookie]) {
      expect((await get(app(), '/api/operator/profile-changes', cookie)).statusCode).toBe(403);
      expect((await review(nanny.user.id, 'approve', { changeId }, cookie)).statusCode).toBe(403);
      expect(
        (await review(nanny.user.id, 'reject', { changeId, reason: 'no' }, cookie)).statusCode,
      ).toBe(403);
    }
    expect((await saveProfile(bed.ops, 'Operator Edit', 'Not hers to write.')).statusCode).toBe(
      403,
    );
    expect((await saveProfile(parent, 'Parent Edit', 'Not hers to write.')).statusCode).toBe(403);
    for (const cookie of [parent, other.cookie]) {
      expect((await get(app(), after.photoUrl!, cookie)).statusCode).toBe(404);
    }
    expect((await review('no-such-nanny', 'approve', { changeId })).statusCode).toBe(404);
    expect(await card(nanny.user.id)).toEqual(nanny.listed);
  });

  it('security item 3: a nanny not yet approved edits directly, and a withdrawal keeps her pending edit', async () => {
    const fresh = await completeNanny(app());
    await saveProfile(fresh.cookie, 'Nora Direct', 'Straight to her profile.');
    expect(await ownProfile(fresh.cookie)).toMatchObject({
      fullName: 'Nora Direct',
      profileChange: null,
    });
    expect(await changeOf(fresh.user.id)).toBeUndefined();

    const nanny = await approvedNanny();
    await saveProfile(nanny.cookie, 'Nora Withdrawn', 'Typed before the withdrawal.');
    expect(await sessionName(nanny.cookie)).toBe('Nora Complete');
    await post(app(), `/api/operator/nannies/${nanny.user.id}/withdraw`, {}, bed.ops);
    expect(await card(nanny.user.id)).toBeUndefined();
    expect(await sessionName(nanny.cookie)).toBe('Nora Withdrawn');
    expect(await ownProfile(nanny.cookie)).toMatchObject({
      status: 'pending',
      fullName: 'Nora Withdrawn',
      bio: 'Typed before the withdrawal.',
      profileChange: null,
    });
    expect(await changeOf(nanny.user.id)).toBeUndefined();
    await post(app(), `/api/operator/nannies/${nanny.user.id}/approve`, approvalBody(), bed.ops);
    expect(await card(nanny.user.id)).toMatchObject({ fullName: 'Nora Withdrawn' });
  });
});
