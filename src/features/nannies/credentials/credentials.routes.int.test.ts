import { describe, expect, it } from 'vitest';
import {
  get,
  post,
  registeredAccount,
  sessionCookieOf,
} from '../../../../test/helpers/accounts-api.js';
import { activeCheck } from '../../../../test/helpers/credential-facts.js';
import { completeNanny, operatorCookie } from '../../../../test/helpers/review-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { operatorTestBed } from '../../../../test/helpers/test-bed.js';
import { replayOf } from '../../../../test/helpers/replay-of.js';
import {
  CANNOT_ACCEPT_MESSAGE,
  EXPIRES_IN_PAST_MESSAGE,
  NOT_LISTED_MESSAGES,
  RBT_NUMBER_MESSAGE,
} from '../../../shared/credentials.js';
import { nannyStreamId } from '../nannies.events.js';
import { lapseCertifications, requestCredentialRechecks } from './credentials.jobs.js';
import { bookableNannyRow, nannyDirectoryRow } from '../../../../test/helpers/read-tables.js';

// The platform is on New York time; the clock moves as the test says.
let now = new Date('2026-11-21T17:00:00Z');
const bed = operatorTestBed({
  clock: () => now,
  config: { timeZone: 'America/New_York' },
  work: false,
});
const { server, app, db } = bed;

const eventsOf = async (nannyId: string, type?: string) => {
  let query = db()
    .selectFrom('events')
    .select(['type', 'metadata'])
    .where('stream_id', '=', nannyStreamId(nannyId));
  if (type) query = query.where('type', '=', type);
  return query.orderBy('position').execute();
};
const listed = async (nannyId: string) => (await nannyDirectoryRow(db(), nannyId)).listed;
const bookable = async (nannyId: string) => (await bookableNannyRow(db(), nannyId)).bookable;
const queue = async () =>
  (await get(app(), '/api/operator/credential-checks', bed.ops)).json<{
    today: string;
    checks: { nannyId: string; standing: string; nextCheckOn: string; due: boolean }[];
  }>();
const recordCheck = (nannyId: string, body: object, cookie = bed.ops) =>
  post(app(), `/api/operator/nannies/${nannyId}/credential-checks`, body, cookie);
const approve = (nannyId: string, body: object) =>
  post(app(), `/api/operator/nannies/${nannyId}/approve`, body, bed.ops);

describe(`RBT certification checks on ${testEngine}`, () => {
  let nannyId: string;
  let nannyCookie: string;
  let nannyLogin: { email: string; password: string };
  /** Sessions end while the clock jumps months: both sign in again at the new time. */
  const signInAgain = async () => {
    await bed.signInOperator();
    nannyCookie = sessionCookieOf(await post(app(), '/api/auth/login', nannyLogin));
  };

  it('refuses an approval with a number in the wrong shape or a past expiry, writing nothing', async () => {
    const nanny = await completeNanny(app());
    nannyId = nanny.user.id;
    nannyCookie = nanny.cookie;
    nannyLogin = { email: nanny.form.email, password: nanny.form.password };
    const before = (await eventsOf(nannyId)).length;
    const wrongNumber = await approve(
      nannyId,
      activeCheck('2026-11-21', { certificationNumber: '123456' }),
    );
    expect(wrongNumber.statusCode).toBe(400);
    expect(wrongNumber.json()).toMatchObject({ message: RBT_NUMBER_MESSAGE });
    const pastExpiry = await approve(
      nannyId,
      activeCheck('2026-11-21', { expiresOn: '2026-11-20' }),
    );
    expect(pastExpiry.statusCode).toBe(400);
    expect(pastExpiry.json()).toMatchObject({ message: EXPIRES_IN_PAST_MESSAGE });
    const notFound = await approve(
      nannyId,
      activeCheck('2026-11-21', { registryStatus: 'not-found', expiresOn: null }),
    );
    expect(notFound.statusCode).toBe(400);
    expect((await approve(nannyId, {})).statusCode).toBe(400);
    expect((await eventsOf(nannyId)).length).toBe(before);
    expect(await listed(nannyId)).toBe(false);
  });

  it('approves with the registry data: listed, on the queue by her next check, the operator the actor', async () => {
    const approved = await approve(nannyId, activeCheck('2026-11-21', { expiresOn: '2027-01-15' }));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await listed(nannyId)).toBe(true);
    const checks = await eventsOf(nannyId, 'RbtCertificationChecked');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.metadata).toMatchObject({ actorRole: 'operator' });
    const row = (await queue()).checks.find((c) => c.nannyId === nannyId);
    // 30 days before 2027-01-15 comes before 180 days after 2026-11-21.
    expect(row).toMatchObject({ standing: 'active', nextCheckOn: '2026-12-16', due: false });
    const own = await get(app(), '/api/nanny/credential', nannyCookie);
    expect(own.json()).toEqual({
      standing: 'active',
      expiresOn: '2027-01-15',
      checkedOn: '2026-11-21',
      notice: null,
    });
  });

  it('refuses a check by the nanny herself, by a parent, of a nanny who does not exist', async () => {
    const before = (await eventsOf(nannyId)).length;
    const body = activeCheck('2026-11-21');
    expect((await recordCheck(nannyId, body, nannyCookie)).statusCode).toBe(403);
    const parent = await registeredAccount(app());
    expect((await recordCheck(nannyId, body, parent.cookie)).statusCode).toBe(403);
    expect((await recordCheck(nannyId, body, '')).statusCode).toBe(401);
    expect((await recordCheck('no-such-nanny', body)).statusCode).toBe(404);
    expect((await get(app(), '/api/operator/credential-checks', nannyCookie)).statusCode).toBe(403);
    expect((await get(app(), '/api/nanny/credential', bed.ops)).statusCode).toBe(403);
    expect((await eventsOf(nannyId)).length).toBe(before);
  });

  it('a check finding her inactive takes her out at once; she reads why; a later active check returns her', async () => {
    const inactive = await recordCheck(
      nannyId,
      activeCheck('2026-11-21', {
        registryStatus: 'inactive',
        inactiveReason: 'Voluntary inactive',
        expiresOn: null,
      }),
    );
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect(inactive.json()).toMatchObject({ standing: 'inactive', nextCheckOn: '2026-12-21' });
    expect(await listed(nannyId)).toBe(false);
    expect(await bookable(nannyId)).toBe(false);
    expect((await get(app(), '/api/nanny/credential', nannyCookie)).json()).toMatchObject({
      standing: 'inactive',
      notice: NOT_LISTED_MESSAGES.inactive,
    });
    const accept = await post(app(), '/api/nanny/bookings/any-booking/accept', {}, nannyCookie);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ message: CANNOT_ACCEPT_MESSAGE });

    const active = await recordCheck(
      nannyId,
      activeCheck('2026-11-21', { expiresOn: '2027-01-15' }),
    );
    expect(active.statusCode).toBe(200);
    expect(await listed(nannyId)).toBe(true);
    expect(await bookable(nannyId)).toBe(true);
  });

  it('two operators recording at once: both checks kept, the later one in the log stands', async () => {
    const other = await operatorCookie(app(), server.runtime);
    const before = (await eventsOf(nannyId, 'RbtCertificationChecked')).length;
    const [a, b] = await Promise.all([
      recordCheck(nannyId, activeCheck('2026-11-21', { expiresOn: '2027-01-15' })),
      recordCheck(nannyId, activeCheck('2026-11-20', { expiresOn: '2027-01-15' }), other),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const checks = await db()
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', nannyStreamId(nannyId))
      .where('type', '=', 'RbtCertificationChecked')
      .orderBy('position')
      .execute();
    expect(checks.length).toBe(before + 2);
    // Her standing shows the check appended last (its checked date tells which one it was).
    const lastChecked = (checks.at(-1)!.data as { checkedOn: string }).checkedOn;
    const own = await get(app(), '/api/nanny/credential', nannyCookie);
    expect(own.json()).toMatchObject({ standing: 'active', checkedOn: lastChecked });
  });

  it('lapses on her expiry date in the platform zone, once, out of the directory', async () => {
    now = new Date('2027-01-15T04:59:00Z'); // still 14 January in New York
    await signInAgain();
    await lapseCertifications(server.runtime);
    expect(await eventsOf(nannyId, 'RbtCertificationLapsed')).toHaveLength(0);
    expect(await listed(nannyId)).toBe(true);

    now = new Date('2027-01-15T05:00:00Z'); // midnight, 15 January, in New York
    await lapseCertifications(server.runtime);
    await lapseCertifications(server.runtime);
    expect(await eventsOf(nannyId, 'RbtCertificationLapsed')).toHaveLength(1);
    expect(await listed(nannyId)).toBe(false);
    expect(await bookable(nannyId)).toBe(false);
    expect((await get(app(), '/api/nanny/credential', nannyCookie)).json()).toMatchObject({
      standing: 'lapsed',
      notice: NOT_LISTED_MESSAGES.lapsed,
    });
    expect((await queue()).checks.find((c) => c.nannyId === nannyId)).toMatchObject({
      standing: 'lapsed',
      due: true,
    });
  });

  it('returns after an operator records an active check of her renewal', async () => {
    const renewed = await recordCheck(
      nannyId,
      activeCheck('2027-01-15', { expiresOn: '2029-01-15' }),
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await listed(nannyId)).toBe(true);
    // 180 days after the check comes before 30 days ahead of the two-year renewal's expiry.
    expect(renewed.json()).toMatchObject({ standing: 'active', nextCheckOn: '2027-07-14' });
  });

  it('gives a nanny approved before checks were recorded one due check, keeping her approval', async () => {
    const legacy = await completeNanny(app());
    const id = legacy.user.id;
    const stream = await db()
      .selectFrom('events')
      .select(db().fn.max('version').as('version'))
      .where('stream_id', '=', nannyStreamId(id))
      .executeTakeFirstOrThrow();
    // An approval as it was recorded before checks were: no registry data.
    await server.runtime.eventStore.append(
      { id: nannyStreamId(id), type: 'nanny' },
      Number(stream.version),
      [{ type: 'NannyApproved', data: { nannyId: id, approvedAt: now.toISOString() } }],
    );
    expect(await listed(id)).toBe(true);
    await requestCredentialRechecks(server.runtime);
    await requestCredentialRechecks(server.runtime);
    expect(await eventsOf(id, 'RbtRecheckRequested')).toHaveLength(1);
    expect((await queue()).checks.find((c) => c.nannyId === id)).toMatchObject({
      standing: 'unrecorded',
      nextCheckOn: '2027-01-15',
      due: true,
    });
    expect(await listed(id)).toBe(true);
  });

  it('replays the log into exactly the live queue, directory and bookability', async () => {
    const report = await replayOf(server.runtime, {
      inSlices: testEngine === 'embedded',
      compareConnections: 1,
    });
    expect(report.differences ?? [], JSON.stringify(report)).toEqual([]);
    expect(report.equal).toBe(true);
  });
});
