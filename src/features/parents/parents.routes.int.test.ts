import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registeredAccount } from '../../../test/helpers/accounts-api.js';
import { jpegWithExif, multipartFile } from '../../../test/helpers/nanny-api.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestApp } from '../../../test/helpers/test-server.js';
import { parentProfileRow } from '../../../test/helpers/read-tables.js';

let server: Awaited<ReturnType<typeof startTestApp>>;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const put = (payload: object, cookie: string) =>
  app().inject({
    method: 'PUT',
    url: '/api/parent/profile',
    payload,
    headers: { ...sameOrigin, cookie },
  });
const uploadPhoto = (bytes: Buffer, cookie: string) => {
  const body = multipartFile(bytes, 'family.jpg', 'image/jpeg');
  return app().inject({
    method: 'POST',
    url: '/api/parent/photo',
    payload: body.payload,
    headers: { ...sameOrigin, cookie, 'content-type': body.contentType },
  });
};
const profile = {
  fullName: 'Paula Parent',
  multipleChildren: true,
  specialConsiderations: 'Non-verbal; loves trains.',
};

describe(`parent profile on ${testEngine}`, () => {
  it('is for parents only', async () => {
    expect((await get(app(), '/api/parent/profile')).statusCode).toBe(401);
    const nanny = await registeredAccount(app(), { role: 'nanny' });
    expect((await get(app(), '/api/parent/profile', nanny.cookie)).statusCode).toBe(403);
  });

  it('needs a photo and a name, with the exact message', async () => {
    const parent = await registeredAccount(app());
    const message = 'Please upload a profile picture, provide your full name, and email.';
    expect((await put(profile, parent.cookie)).json()).toEqual({ code: 'validation', message });
    await uploadPhoto(await jpegWithExif(), parent.cookie);
    expect((await put({ ...profile, fullName: '  ' }, parent.cookie)).json()).toEqual({
      code: 'validation',
      message,
    });
  });

  it("stores the photo on the parent's own record, cleaned, and saves the profile", async () => {
    const parent = await registeredAccount(app());
    const uploaded = await uploadPhoto(await jpegWithExif(2000, 1000), parent.cookie);
    expect(uploaded.statusCode).toBe(200);
    const photoUrl = uploaded.json<{ parent: { profilePhoto: { url: string } } }>().parent
      .profilePhoto.url;
    expect(photoUrl).toMatch(new RegExp(`^/api/parents/${parent.user.id}/files/profile-photo`));
    const served = await get(app(), photoUrl, parent.cookie);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(1024);

    const saved = await put(profile, parent.cookie);
    expect(saved.json()).toMatchObject({ parent: { ...profile, email: parent.form.email } });
    expect((await get(app(), '/api/session', parent.cookie)).json()).toMatchObject({
      user: { fullName: 'Paula Parent' },
    });

    const other = await registeredAccount(app());
    expect((await get(app(), photoUrl, other.cookie)).statusCode).toBe(404);
  });

  it('renames her account too: the session and a new sign-in use the new name', async () => {
    const parent = await registeredAccount(app());
    await uploadPhoto(await jpegWithExif(), parent.cookie);
    expect((await put({ ...profile, fullName: 'Paula Renamed' }, parent.cookie)).statusCode).toBe(
      200,
    );
    expect((await get(app(), '/api/session', parent.cookie)).json()).toMatchObject({
      user: { fullName: 'Paula Renamed' },
    });
    const login = await post(app(), '/api/auth/login', {
      email: parent.form.email,
      password: parent.form.password,
    });
    expect(login.json()).toMatchObject({ user: { fullName: 'Paula Renamed' } });
  });

  it('security item 9: her photo is served inline for <img>, but sandboxed and never sniffed', async () => {
    const parent = await registeredAccount(app());
    const uploaded = await uploadPhoto(await jpegWithExif(200, 100), parent.cookie);
    const photoUrl = uploaded.json<{ parent: { profilePhoto: { url: string } } }>().parent
      .profilePhoto.url;
    const served = await get(app(), photoUrl, parent.cookie);
    expect(served.headers['content-disposition']).toBe('inline; filename="profile-photo.jpg"');
    expect(served.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a photo that is not an image', async () => {
    const parent = await registeredAccount(app());
    const response = await uploadPhoto(Buffer.from('%PDF-1.4 not a photo'), parent.cookie);
    expect(response.statusCode).toBe(415);
  });
});

describe(`security item 1: mass assignment — another parent's profile, on ${testEngine}`, () => {
  const forgedFile = {
    contentType: 'image/jpeg',
    size: 1,
    sha256: 'f'.repeat(64),
    fileName: 'forged.jpg',
  };
  const eventCount = () => countEvents(server.runtime.db);
  const rowOf = (parentId: string) => parentProfileRow(server.runtime.db, parentId);

  it('cannot rewrite her name, special considerations or photo record, nor forge events with her id', async () => {
    const victim = await registeredAccount(app());
    await uploadPhoto(await jpegWithExif(), victim.cookie);
    const victimProfile = {
      fullName: 'Vera Victim',
      multipleChildren: false,
      specialConsiderations: 'Epilepsy: rescue medication in the blue bag.',
    };
    expect((await put(victimProfile, victim.cookie)).statusCode).toBe(200);
    const attacker = await registeredAccount(app());
    await uploadPhoto(await jpegWithExif(), attacker.cookie);
    const [victimBefore, attackerBefore, eventsBefore] = [
      await rowOf(victim.user.id),
      await rowOf(attacker.user.id),
      await eventCount(),
    ];

    const attacks = [
      { parentId: victim.user.id, ...profile, fullName: 'Hacked', specialConsiderations: '' },
      { parentId: victim.user.id, type: 'RecordParentPhoto', file: forgedFile, ...profile },
    ];
    for (const attack of attacks) {
      const response = await put(attack, attacker.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation',
        message: 'Invalid body: unknown field "parentId".',
      });
    }

    expect(await rowOf(victim.user.id)).toEqual(victimBefore);
    expect(await rowOf(attacker.user.id)).toEqual(attackerBefore);
    expect(await eventCount()).toBe(eventsBefore);
    const attackerStream = await server.runtime.eventStore.readStream(`parent-${attacker.user.id}`);
    expect(JSON.stringify(attackerStream)).not.toContain(victim.user.id);
    expect((await get(app(), '/api/parent/profile', victim.cookie)).json()).toMatchObject({
      parent: victimProfile,
    });
  });
});
