import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  nannyLists,
  parentAction,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { jpegWithExif, multipartFile } from '../../../test/helpers/nanny-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../test/helpers/test-server.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';

const now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({ clock: () => now, timeZone: 'UTC', operator: true });
const { server, app, parent, nanny } = bed;
let otherNanny: Party;
let otherParent: Party;
let operator: string;
let photoUrl: string;

beforeAll(async () => {
  otherParent = await bookingParent(server.runtime, 'Olga Other');
  otherNanny = await bookingNanny(server.runtime);
  operator = bed.operator;
  const body = multipartFile(await jpegWithExif(400, 400), 'family.jpg', 'image/jpeg');
  const uploaded = await app().inject({
    method: 'POST',
    url: '/api/parent/photo',
    payload: body.payload,
    headers: { ...sameOrigin, cookie: parent.cookie, 'content-type': body.contentType },
  });
  expect(uploaded.statusCode).toBe(200);
  photoUrl = uploaded.json<{ parent: { profilePhoto: { url: string } } }>().parent.profilePhoto.url;
});

const photoStatus = async (cookie: string) => (await get(app(), photoUrl, cookie)).statusCode;

describe(`booking privacy by role on ${testEngine}`, () => {
  it("shows the family's photo to no nanny before a request", async () => {
    expect(await photoStatus(nanny.cookie)).toBe(404);
    expect(await photoStatus(parent.cookie)).toBe(200);
    expect(await photoStatus(operator)).toBe(200);
    expect(await photoStatus(otherParent.cookie)).toBe(404);
  });

  it('shows the family to the addressed nanny only, and only while the request is live', async () => {
    const { booking } = await requestAs(app(), parent, requestBody(nanny.id));
    expect(await photoStatus(nanny.cookie)).toBe(200);
    expect(await photoStatus(otherNanny.cookie)).toBe(404);
    const seen = (await nannyLists(app(), nanny)).requests[0];
    expect(seen).toMatchObject({
      parentName: 'Paula Parent',
      specialConsiderations: 'Autism; loves trains.',
      otherEmail: null,
    });
    await nannyAction(app(), nanny, booking!.id, 'decline', { reason: '' });
    expect(await photoStatus(nanny.cookie)).toBe(404);
    const past = (await nannyLists(app(), nanny)).past[0];
    expect(past).toMatchObject({
      parentName: null,
      parentPhotoUrl: null,
      specialConsiderations: null,
    });
  });

  it('exchanges emails on acceptance only, and hides everything again on cancellation', async () => {
    const { booking } = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, { date: '2026-12-02' }),
    );
    const accepted = await nannyAction(app(), nanny, booking!.id, 'accept');
    expect(accepted.json()).toMatchObject({ booking: { otherEmail: parent.email } });
    expect(await photoStatus(nanny.cookie)).toBe(200);
    const cancelled = await parentAction(app(), parent, booking!.id, 'cancel', { reason: 'Ill.' });
    expect(cancelled.json()).toMatchObject({ booking: { otherEmail: null } });
    expect(await photoStatus(nanny.cookie)).toBe(404);
    const list = await nannyLists(app(), otherNanny);
    expect([...list.requests, ...list.upcoming, ...list.past]).toEqual([]);
  });
});
