import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signedUpAndVerified } from '../../../test/helpers/accounts-api.js';
import { jpegWithExif, multipartFile } from '../../../test/helpers/nanny-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestApp } from '../../../test/helpers/test-server.js';

let server: Awaited<ReturnType<typeof startTestApp>>;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestApp({ smtp: true });
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
    const nanny = await signedUpAndVerified(app(), server.mail!, { role: 'nanny' });
    expect((await get(app(), '/api/parent/profile', nanny.cookie)).statusCode).toBe(403);
  });

  it('needs a photo and a name, with the exact message', async () => {
    const parent = await signedUpAndVerified(app(), server.mail!);
    const message = 'Please upload a profile picture, provide your full name, and email.';
    expect((await put(profile, parent.cookie)).json()).toEqual({ code: 'validation', message });
    await uploadPhoto(await jpegWithExif(), parent.cookie);
    expect((await put({ ...profile, fullName: '  ' }, parent.cookie)).json()).toEqual({
      code: 'validation',
      message,
    });
  });

  it("stores the photo on the parent's own record, cleaned, and saves the profile", async () => {
    const parent = await signedUpAndVerified(app(), server.mail!);
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

    const other = await signedUpAndVerified(app(), server.mail!);
    expect((await get(app(), photoUrl, other.cookie)).statusCode).toBe(404);
  });

  it('refuses a photo that is not an image', async () => {
    const parent = await signedUpAndVerified(app(), server.mail!);
    const response = await uploadPhoto(Buffer.from('%PDF-1.4 not a photo'), parent.cookie);
    expect(response.statusCode).toBe(415);
  });
});
