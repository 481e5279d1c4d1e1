import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registeredAccount } from './helpers/accounts-api.js';
import { seedApprovedNanny } from './helpers/directory-seed.js';
import { jpegWithExif, uploadParentPhoto } from './helpers/nanny-api.js';
import { completeNanny, operatorCookie } from './helpers/review-api.js';
import { testEngine } from './helpers/test-database.js';
import { startTestApp } from './helpers/test-server.js';
import { signedInAs } from './helpers/test-sessions.js';
import { isStored } from './helpers/stored-files.js';
import { approvalBody } from './helpers/credential-facts.js';

// Security item 10 (docs/security.md), photos: a nanny's and a parent's photo used to share one
// storage namespace (`profilePics/{id}`). New photos live apart; files stored before keep working.

let server: Awaited<ReturnType<typeof startTestApp>>;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const photoEvent = (type: string, streamId: string) =>
  server.runtime.db
    .selectFrom('events')
    .select('data')
    .where('type', '=', type)
    .where('stream_id', '=', streamId)
    .orderBy('position', 'desc')
    .executeTakeFirstOrThrow() as Promise<{ data: { storageKey?: string } }>;
const stored = (key: string) => isStored(server.runtime.storage, key);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`security item 10: photos on ${testEngine}`, () => {
  it('security item 10: nanny and parent photos live in separate namespaces', async () => {
    const nanny = await completeNanny(app());
    const parent = await registeredAccount(app());
    expect((await uploadParentPhoto(app(), await jpegWithExif(), parent.cookie)).statusCode).toBe(
      200,
    );

    const nannyKey = (await photoEvent('ProfilePhotoUploaded', `nanny-${nanny.user.id}`)).data
      .storageKey;
    const parentKey = (await photoEvent('ParentPhotoUploaded', `parent-${parent.user.id}`)).data
      .storageKey;
    expect(nannyKey).toMatch(new RegExp(`^nannyPhotos/${nanny.user.id}-[0-9a-f-]{36}$`));
    expect(parentKey).toBe(`parentPhotos/${parent.user.id}`);
    expect(await stored(nannyKey!)).toBe(true);
    expect(await stored(parentKey!)).toBe(true);
    for (const id of [nanny.user.id, parent.user.id]) {
      expect(await stored(`profilePics/${id}`)).toBe(false);
    }
  });

  it('security item 10: photos stored before the split are still served, and replaced cleanly', async () => {
    // A parent whose photo was recorded before keys were: the event names no key.
    const cookie = await signedInAs(server.runtime, 'parent');
    const parentId = (await get(app(), '/api/session', cookie)).json<{ user: { id: string } }>()
      .user.id;
    const old = await jpegWithExif(50, 50);
    await server.runtime.storage.put(`profilePics/${parentId}`, old, 'image/jpeg');
    await server.runtime.eventStore.append({ id: `parent-${parentId}`, type: 'parent' }, 0, [
      {
        type: 'ParentPhotoUploaded',
        data: {
          parentId,
          contentType: 'image/jpeg',
          size: old.length,
          sha256: sha(old),
          fileName: null,
          uploadedAt: new Date().toISOString(),
        },
      },
    ]);
    const url = (await get(app(), '/api/parent/profile', cookie)).json<{
      parent: { profilePhoto: { url: string } };
    }>().parent.profilePhoto.url;
    const served = await get(app(), url, cookie);
    expect(served.statusCode).toBe(200);
    expect(sha(served.rawPayload)).toBe(sha(old));

    // Her next photo lives in the parents' namespace, and the old file does not linger.
    expect((await uploadParentPhoto(app(), await jpegWithExif(60, 60), cookie)).statusCode).toBe(
      200,
    );
    expect(await stored(`profilePics/${parentId}`)).toBe(false);
    expect(await stored(`parentPhotos/${parentId}`)).toBe(true);

    // A nanny listed with a photo stored under the old key: parents and operators still see it.
    const { nannyId } = await seedApprovedNanny(server.runtime, { withPhoto: true });
    const parent = await registeredAccount(app());
    const card = (await get(app(), '/api/directory', parent.cookie))
      .json<{ nannies: { id: string; photoUrl: string }[] }>()
      .nannies.find((n) => n.id === nannyId)!;
    expect((await get(app(), card.photoUrl, parent.cookie)).statusCode).toBe(200);
    const ops = await operatorCookie(app(), server.runtime);
    expect((await get(app(), card.photoUrl, ops)).statusCode).toBe(200);
    expect(
      (await post(app(), `/api/operator/nannies/${randomUUID()}/approve`, approvalBody(), ops))
        .statusCode,
    ).toBe(404);
  });
});
