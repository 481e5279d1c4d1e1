import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  bookingParent,
  nannyAction,
  requestAs,
  requestBody,
} from '../../../test/helpers/bookings-api.js';
import { seedApprovedNanny } from '../../../test/helpers/directory-seed.js';
import { upload } from '../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../test/helpers/pdf-fixtures.js';
import {
  put,
  searchableNanny,
  searchingParent,
  setArea,
} from '../../../test/helpers/search-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { createSession } from '../../infra/auth/session-store.js';
import { todayIn, weekdayOf } from '../../shared/booking-times.js';
import { addDays } from './directory-cards.js';
import { placeOfZipNow } from '../../../test/helpers/zip-places.js';

// Directory, Live: parents hear `directory.changed {nannyId}` for everything that can change a
// listed nanny's card or whether she matches, then fetch her card under their own filters.

// The app's clock holds still: a run that crossed midnight would otherwise work out "today"
// on one date and let the app decide on the next.
const now = new Date();
let server: TestServer;
let operator: string;
let parentSocket: LiveClient;
let parent: { id: string; cookie: string };
const app = () => server.app;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  operator = await signedInAs(server.runtime, 'operator');
  parent = await searchingParent(app(), server.runtime, '10002');
  parentSocket = await openLive(server.baseUrl, { cookie: parent.cookie });
  await parentSocket.next('hello');
});
afterAll(async () => {
  // Privacy: no socket message carries a place finer than nothing at all.
  const text = JSON.stringify(parentSocket.messages);
  expect(text).not.toMatch(/latitude|longitude|zip|city|address/i);
  for (const zip of ['10001', '10003', '11201']) {
    const place = placeOfZipNow(zip)!;
    expect(text).not.toContain(zip);
    expect(text).not.toContain(String(place.latitude));
  }
  for (const m of parentSocket.messages.filter((m) => m.type === 'directory.changed')) {
    expect(Object.keys(m).sort()).toEqual(['nannyId', 'position', 'type']);
  }
  parentSocket.close();
  await server.close();
});

/** The next directory.changed about her after the messages seen so far. */
async function changedAbout(nannyId: string, action: () => Promise<unknown>) {
  const before = parentSocket.messages.length;
  await action();
  return parentSocket.next(
    'directory.changed',
    (m) => m.nannyId === nannyId && parentSocket.messages.indexOf(m as never) >= before,
  );
}
const card = async (nannyId: string, query = '') =>
  (await get(app(), `/api/directory/nannies/${nannyId}${query}`, parent.cookie)).json<{
    nanny: { id: string; matchedNeeds: string[] } | null;
  }>().nanny;

describe(`live directory changes on ${testEngine}`, () => {
  it('tells parents when a listed nanny changes area, experience, hours, CPR or bookings', async () => {
    const nanny = await searchableNanny(app(), server.runtime, operator, {
      area: { zip: '94105', radiusMiles: 10 },
    });
    expect(await card(nanny.id)).toBeNull();
    await changedAbout(nanny.id, () => setArea(app(), nanny, { zip: '10001', radiusMiles: 10 }));
    expect((await card(nanny.id))?.id).toBe(nanny.id);

    await changedAbout(nanny.id, () =>
      put(app(), '/api/nanny/experience', { needs: ['autism'], languages: [] }, nanny.cookie),
    );
    expect((await card(nanny.id, '?needs=autism'))?.matchedNeeds).toEqual(['autism']);

    expect(await card(nanny.id, '?cpr=1')).toBeNull();
    await upload(
      app(),
      nanny.cookie,
      'cpr-first-aid',
      pdfBytes('cpr'),
      'cpr.pdf',
      'application/pdf',
    );
    const validUntil = addDays(
      todayIn(server.runtime.clock(), server.runtime.config.timeZone),
      100,
    );
    await changedAbout(nanny.id, () =>
      post(
        app(),
        `/api/operator/nannies/${nanny.id}/cpr-first-aid/verify`,
        { validUntil },
        operator,
      ),
    );
    expect((await card(nanny.id, '?cpr=1'))?.id).toBe(nanny.id);

    // A verified background check: "Background check verified {month year}" and background=1.
    expect(await card(nanny.id, '?background=1')).toBeNull();
    await upload(
      app(),
      nanny.cookie,
      'background-check',
      pdfBytes('bg'),
      'bg.pdf',
      'application/pdf',
    );
    await changedAbout(nanny.id, () =>
      post(app(), `/api/operator/nannies/${nanny.id}/background-check/verify`, {}, operator),
    );
    expect((await card(nanny.id, '?background=1'))?.id).toBe(nanny.id);

    const week = {
      monday: { available: false, startTime: '09:00', endTime: '17:00' },
      tuesday: { available: false, startTime: '09:00', endTime: '17:00' },
      wednesday: { available: false, startTime: '09:00', endTime: '17:00' },
      thursday: { available: false, startTime: '09:00', endTime: '17:00' },
      friday: { available: false, startTime: '09:00', endTime: '17:00' },
      saturday: { available: false, startTime: '09:00', endTime: '17:00' },
      sunday: { available: false, startTime: '09:00', endTime: '17:00' },
    };
    await changedAbout(nanny.id, () =>
      put(app(), '/api/nanny/availability/weekly', week, nanny.cookie),
    );
    let monday = addDays(todayIn(server.runtime.clock(), server.runtime.config.timeZone), 3);
    while (weekdayOf(monday) !== 'monday') monday = addDays(monday, 1);
    const window = `?date=${monday}&start=10:00&end=12:00`;
    expect(await card(nanny.id, window)).toBeNull();
    await changedAbout(nanny.id, () =>
      post(
        app(),
        '/api/nanny/availability/single-days',
        { date: monday, startTime: '09:00', endTime: '13:00' },
        nanny.cookie,
      ),
    );
    expect((await card(nanny.id, window))?.id).toBe(nanny.id);

    // A booking accepted in the window takes her out of it; cancelled, she is back.
    const family = await bookingParent(server.runtime);
    // She lives near the nanny: her 10:00 is the nanny's 10:00, whatever the platform's zone.
    await put(app(), '/api/parent/home-zip', { zip: '10001' }, family.cookie);
    const times = { date: monday, startTime: '10:00', endTime: '12:00' };
    const { booking } = await requestAs(app(), family, requestBody(nanny.id, times));
    await changedAbout(nanny.id, () => nannyAction(app(), nanny, booking!.id, 'accept'));
    expect(await card(nanny.id, window)).toBeNull();
    await changedAbout(nanny.id, () =>
      nannyAction(app(), nanny, booking!.id, 'cancel', { reason: 'Sick.' }),
    );
    expect((await card(nanny.id, window))?.id).toBe(nanny.id);
  });

  it('says nothing of a nanny who is not listed, and tells of a withdrawal', async () => {
    const { nannyId } = await seedApprovedNanny(server.runtime, { approved: false });
    const { token } = await createSession(server.runtime.db, nannyId, server.runtime.clock());
    const pending = { id: nannyId, cookie: `rbt_session=${token}`, email: '' };
    const mark = parentSocket.messages.length;
    await setArea(app(), pending, { zip: '10003', radiusMiles: 10 });
    // A later listed nanny's message shows the pending one's would have come by now.
    const listed = await searchableNanny(app(), server.runtime, operator, {});
    await changedAbout(listed.id, () => setArea(app(), listed, { zip: '11201', radiusMiles: 10 }));
    expect(parentSocket.messages.slice(mark).some((m) => m.nannyId === nannyId)).toBe(false);

    await changedAbout(listed.id, () =>
      post(app(), `/api/operator/nannies/${listed.id}/withdraw`, {}, operator),
    );
    expect(await card(listed.id)).toBeNull();
  });
});
