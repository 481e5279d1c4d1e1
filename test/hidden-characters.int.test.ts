import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUpForm, registeredAccount } from './helpers/accounts-api.js';
import { agreedNanny, jpegWithExif, multipartFile, upload } from './helpers/nanny-api.js';
import { completeNanny, operatorCookie } from './helpers/review-api.js';
import { testEngine } from './helpers/test-database.js';
import { sameOrigin, startTestApp } from './helpers/test-server.js';
import { hiddenCharactersMessage } from '../src/shared/plain-text.js';

// Free text that other people see refuses bidirectional controls and control characters, field
// by field, with the message the web form shows (src/shared/plain-text.ts), and writes nothing.

let server: Awaited<ReturnType<typeof startTestApp>>;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const RLO = '\u202E';
const refusal = (label: string) => ({
  code: 'validation',
  message: hiddenCharactersMessage(label),
});
/** The sign-up form sent with these fields changed. */
const signUpWith = (changes: Record<string, unknown>) =>
  post(app(), '/api/auth/sign-up', signUpForm(changes));
const put = (url: string, payload: object, cookie: string) =>
  app().inject({ method: 'PUT', url, payload, headers: { ...sameOrigin, cookie } });

async function eventCount(): Promise<number> {
  const row = await server.runtime.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The response refuses with the field's message, and the log did not grow. */
async function expectRefused(send: () => Promise<LightMyRequestResponse>, label: string) {
  const before = await eventCount();
  const response = await send();
  expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
    status: 400,
    body: refusal(label),
  });
  expect(await eventCount()).toBe(before);
}

async function parentWithPhoto() {
  const parent = await registeredAccount(app());
  const body = multipartFile(await jpegWithExif(100, 100), 'me.jpg', 'image/jpeg');
  await app().inject({
    method: 'POST',
    url: '/api/parent/photo',
    payload: body.payload,
    headers: { ...sameOrigin, cookie: parent.cookie, 'content-type': body.contentType },
  });
  return parent;
}

async function nannyWithPhoto() {
  const nanny = await agreedNanny(app());
  await upload(app(), nanny.cookie, 'profile-photo', await jpegWithExif(), 'me.jpg', 'image/jpeg');
  return nanny;
}

describe(`security item 10: hidden characters in free text, on ${testEngine}`, () => {
  it('security item 10: sign-up refuses them in the first name', async () => {
    await expectRefused(() => signUpWith({ firstName: `Nora${RLO}` }), 'First name');
  });

  it('security item 10: sign-up refuses them in the last name', async () => {
    await expectRefused(() => signUpWith({ lastName: 'Smith\u0000' }), 'Last name');
  });

  it("security item 10: a nanny's profile refuses them in her name", async () => {
    const nanny = await nannyWithPhoto();
    await expectRefused(
      () => put('/api/nanny/profile', { fullName: `Nora ${RLO}htimS`, bio: 'Kind' }, nanny.cookie),
      'Full name',
    );
  });

  it("security item 10: a nanny's profile refuses them in her bio, and keeps line breaks", async () => {
    const nanny = await nannyWithPhoto();
    const bio = 'Call me at \u20665550123\u2069 any time';
    await expectRefused(
      () => put('/api/nanny/profile', { fullName: 'Nora', bio }, nanny.cookie),
      'Bio',
    );
    const fine = await put(
      '/api/nanny/profile',
      { fullName: 'Nora', bio: 'Line one\nLine two' },
      nanny.cookie,
    );
    expect(fine.statusCode).toBe(200);
  });

  it("security item 10: a parent's profile refuses them in her full name", async () => {
    const parent = await parentWithPhoto();
    const profile = { fullName: `Paula\u200F`, multipleChildren: false, specialConsiderations: '' };
    await expectRefused(() => put('/api/parent/profile', profile, parent.cookie), 'Full name');
  });

  it("security item 10: a parent's profile refuses them in special considerations", async () => {
    const parent = await parentWithPhoto();
    const profile = {
      fullName: 'Paula',
      multipleChildren: false,
      specialConsiderations: `Allergic to ${RLO}stun`,
    };
    await expectRefused(
      () => put('/api/parent/profile', profile, parent.cookie),
      'Special considerations',
    );
    const saved = await get(app(), '/api/parent/profile', parent.cookie);
    expect(saved.json<{ parent: { fullName: string } }>().parent.fullName).not.toContain('\u200F');
  });

  it("security item 10: an operator's rejection reasons (shown to the nanny) refuse them", async () => {
    const nanny = await completeNanny(app(), { backgroundCheck: true });
    const operator = await operatorCookie(app(), server.runtime);
    const session = await get(app(), '/api/session', nanny.cookie);
    const nannyId = session.json<{ user: { id: string } }>().user.id;
    for (const action of ['reject', 'background-check/reject']) {
      await expectRefused(
        () =>
          post(
            app(),
            `/api/operator/nannies/${nannyId}/${action}`,
            { reason: `Expired${RLO}` },
            operator,
          ),
        'Reason',
      );
    }
  });
});

describe(`security item 13: zero-width characters in names, on ${testEngine}`, () => {
  it('security item 13: sign-up refuses a zero-width space in the first name', async () => {
    await expectRefused(() => signUpWith({ firstName: 'No\u200Bra' }), 'First name');
  });

  it("security item 13: a parent's profile refuses a word joiner in her full name", async () => {
    const parent = await parentWithPhoto();
    const profile = { fullName: 'Paula\u2060', multipleChildren: false, specialConsiderations: '' };
    await expectRefused(() => put('/api/parent/profile', profile, parent.cookie), 'Full name');
  });
});
