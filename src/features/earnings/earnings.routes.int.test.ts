import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  nannyAction,
  nannyLists,
  parentAction,
  requestAs,
  requestBody,
} from '../../../test/helpers/bookings-api.js';
import { earningsOf, paymentsOf, type LineJson } from '../../../test/helpers/earnings-api.js';
import { seedSessions } from '../../../test/helpers/earnings-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { type LiveClient } from '../../../test/helpers/ws-client.js';
import { castTestBed } from '../../../test/helpers/test-bed.js';

// One nanny's life across the raise (docs/product.md, Payments: the pay rule), in order: 14 clean
// sessions, the 15th confirmed by the parent, a significant report that takes the raise away, a
// session that earns it back, late cancellations by either side; every earnings route and its live
// message.

// Saturday 2026-11-21, 07:00 in New York.
let now = new Date('2026-11-21T12:00:00Z');
const bed = castTestBed({ clock: () => now, timeZone: 'America/New_York', work: false });
const { server, app, parent, nanny, stranger, live } = bed;
let operator: string;
let seeded: string[];
beforeAll(() => void (operator = bed.operator));

const earningsChanged = (client: LiveClient, after: number) =>
  client.next(
    'earnings.changed',
    (m) => m.nannyId === nanny.id && m.parentId === parent.id && (m.position as number) > after,
  );
const lastPosition = async () =>
  Number(
    (
      await server.runtime.db
        .selectFrom('events')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirstOrThrow()
    ).p,
  );
const lineOf = (lines: LineJson[], bookingId: string, kind = 'session') =>
  lines.find((l) => l.bookingId === bookingId && l.kind === kind);
/** A booking the parent requests and the nanny accepts (Tuesday 2026-12-01 09:30–12:30 unless told). */
async function acceptedBooking(changes: object = {}) {
  const { booking } = await requestAs(app(), parent, requestBody(nanny.id, changes));
  expect((await nannyAction(app(), nanny, booking!.id, 'accept')).statusCode).toBe(200);
  return booking!.id;
}

describe(`earnings on ${testEngine}`, () => {
  it('starts a nanny at $18 with nothing earned', async () => {
    expect(await earningsOf(app(), nanny)).toEqual({
      rateCents: 1800,
      cleanSessions: 0,
      sessionsForRaise: 15,
      raisedSince: null,
      totals: { weekCents: 0, monthCents: 0, allCents: 0 },
      lines: [],
    });
  });

  it('pays each confirmed session a line at $18 and totals the week, month and all', async () => {
    // 2026-11-06 .. 2026-11-19, 09:00–12:00, confirmed by the parent.
    seeded = await seedSessions(server.runtime, {
      nannyId: nanny.id,
      parentId: parent.id,
      count: 14,
      lastDaysAgo: 2,
    });
    const earnings = await earningsOf(app(), nanny);
    expect(earnings).toMatchObject({ rateCents: 1800, cleanSessions: 14, raisedSince: null });
    expect(earnings.lines).toHaveLength(14);
    expect(earnings.lines[0]).toEqual({
      id: `${seeded[13]}-session`,
      bookingId: seeded[13],
      kind: 'session',
      date: '2026-11-19',
      startTime: '09:00',
      endTime: '12:00',
      timeZone: 'America/New_York',
      minutes: 180,
      rateCents: 1800,
      amountCents: 5400,
      parentName: 'Paula Parent',
      recordedAt: '2026-11-19T18:00:00.000Z',
    });
    // Week Monday 16 – Sunday 22: the 16th to the 19th.
    expect(earnings.totals).toEqual({
      weekCents: 4 * 5400,
      monthCents: 14 * 5400,
      allCents: 14 * 5400,
    });
  });

  it('raises her to $20 live when the parent confirms the 15th, which itself pays $18', async () => {
    const [fifteenth] = await seedSessions(server.runtime, {
      nannyId: nanny.id,
      parentId: parent.id,
      count: 1,
      confirm: false,
    });
    const after = await lastPosition();
    const confirmed = await parentAction(app(), parent, fifteenth!, 'confirm-hours');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await earningsChanged(live.nanny, after);
    await earningsChanged(live.parent, after);
    await earningsChanged(live.operator, after);
    const earnings = await earningsOf(app(), nanny);
    expect(earnings).toMatchObject({
      rateCents: 2000,
      cleanSessions: 15,
      raisedSince: now.toISOString(),
    });
    expect(lineOf(earnings.lines, fifteenth!)).toMatchObject({
      rateCents: 1800,
      amountCents: 5400,
    });
    seeded.push(fifteenth!);
    const lists = await nannyLists(app(), nanny);
    expect(lists.rateCents).toBe(2000);
    // Her Bookings tab shows what the ledger paid, never the session re-priced at the new rate.
    expect(lists.past.find((b) => b.id === fifteenth)).toMatchObject({
      rateCents: 1800,
      earningsCents: 5400,
    });
  });

  it('takes the raise away when a report on a counted session is judged significant', async () => {
    now = new Date('2026-11-21T14:00:00Z');
    const reported = await post(
      app(),
      `/api/bookings/${seeded[14]}/incidents`,
      { category: 'conduct', description: 'Left the children alone.' },
      parent.cookie,
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const id = reported.json<{ incident: { id: string } }>().incident.id;
    const after = await lastPosition();
    const decided = await post(
      app(),
      `/api/operator/incidents/${id}/decide`,
      { significant: true, note: 'Confirmed.' },
      operator,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    await earningsChanged(live.nanny, after);
    const earnings = await earningsOf(app(), nanny);
    expect(earnings).toMatchObject({ rateCents: 1800, cleanSessions: 14, raisedSince: null });
    // Lines never change afterwards.
    expect(lineOf(earnings.lines, seeded[14]!)).toMatchObject({
      rateCents: 1800,
      amountCents: 5400,
    });
    expect((await nannyLists(app(), nanny)).rateCents).toBe(1800);
  });

  it('leaves her progress alone when a report is judged not significant', async () => {
    const reported = await post(
      app(),
      `/api/bookings/${seeded[13]}/incidents`,
      { category: 'other', description: 'The parent was late home.' },
      nanny.cookie,
    );
    const id = reported.json<{ incident: { id: string } }>().incident.id;
    const decided = await post(
      app(),
      `/api/operator/incidents/${id}/decide`,
      { significant: false, note: '' },
      operator,
    );
    expect(decided.statusCode).toBe(200);
    expect(await earningsOf(app(), nanny)).toMatchObject({ cleanSessions: 14, rateCents: 1800 });
  });

  let sixteenth: string;
  it('pays $18 for the session that brings her back to 15, and raises her again from it', async () => {
    sixteenth = await acceptedBooking();
    now = new Date('2026-12-01T18:00:00Z');
    const done = await nannyAction(app(), nanny, sixteenth, 'complete', {
      startTime: '09:30',
      endTime: '12:00',
    });
    expect(done.statusCode, done.body).toBe(200);
    // The parent disputes; an operator settles on 09:30–12:15, which is what is paid.
    const disputed = await parentAction(app(), parent, sixteenth, 'dispute-hours', {
      reason: 'She stayed until 12:15.',
    });
    expect(disputed.statusCode).toBe(200);
    const settled = await post(
      app(),
      `/api/operator/bookings/${sixteenth}/settle`,
      { startTime: '09:30', endTime: '12:15', note: 'Agreed.' },
      operator,
    );
    expect(settled.statusCode, settled.body).toBe(200);
    const earnings = await earningsOf(app(), nanny);
    expect(lineOf(earnings.lines, sixteenth)).toMatchObject({
      date: '2026-12-01',
      startTime: '09:30',
      endTime: '12:15',
      minutes: 165,
      rateCents: 1800,
      amountCents: 4950,
    });
    expect(earnings).toMatchObject({
      rateCents: 2000,
      cleanSessions: 15,
      raisedSince: now.toISOString(),
    });
  });

  let lateByParent: string;
  it('pays her half of a booking the parent cancels late, at her rate, and nothing for her own', async () => {
    now = new Date('2026-12-01T19:00:00Z');
    lateByParent = await acceptedBooking({
      date: '2026-12-02',
      startTime: '13:00',
      endTime: '15:30',
    });
    const ownLate = await acceptedBooking({
      date: '2026-12-02',
      startTime: '09:00',
      endTime: '12:00',
    });
    const early = await acceptedBooking({ date: '2026-12-09' });
    const after = await lastPosition();
    for (const [id, who] of [
      [lateByParent, 'parent'],
      [ownLate, 'nanny'],
      [early, 'parent'],
    ] as const) {
      const cancel = who === 'parent' ? parentAction : nannyAction;
      const response = await cancel(app(), who === 'parent' ? parent : nanny, id, 'cancel', {
        reason: 'Something came up.',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await earningsChanged(live.parent, after);
    const earnings = await earningsOf(app(), nanny);
    // 150 booked minutes: half is 75, paid at $20 (it starts after her raise).
    expect(lineOf(earnings.lines, lateByParent, 'late_cancellation')).toEqual({
      ...lateCancellationByParent(),
      parentName: null,
    });
    expect(earnings.lines.filter((l) => [ownLate, early].includes(l.bookingId))).toEqual([]);
    expect(earnings.lines).toHaveLength(17);
    expect(earnings.totals).toEqual({
      weekCents: 4950 + 2500,
      monthCents: 4950 + 2500,
      allCents: 15 * 5400 + 4950 + 2500,
    });
  });

  /** The parent's late cancellation, as both the nanny's ledger and the parent's charges show it. */
  const lateCancellationByParent = () => ({
    id: `${lateByParent}-late_cancellation`,
    bookingId: lateByParent,
    kind: 'late_cancellation',
    date: '2026-12-02',
    startTime: '13:00',
    endTime: '15:30',
    timeZone: 'America/New_York',
    minutes: 75,
    rateCents: 2000,
    amountCents: 2500,
    recordedAt: now.toISOString(),
  });

  it('shows the parent what each session costs and her totals by month', async () => {
    const payments = await paymentsOf(app(), parent);
    expect(payments.months).toEqual([
      { month: '2026-12', totalCents: 4950 + 2500 },
      { month: '2026-11', totalCents: 15 * 5400 },
    ]);
    expect(payments.sessions).toHaveLength(17);
    expect(payments.sessions[0]).toEqual({
      ...lateCancellationByParent(),
      nannyName: 'Bea Bookable',
    });
    expect(await paymentsOf(app(), stranger)).toEqual({ sessions: [], months: [] });
  });

  it("lets operators open any nanny's ledger and any parent's totals", async () => {
    const mine = await earningsOf(app(), nanny);
    const theirs = await get(app(), `/api/operator/nannies/${nanny.id}/earnings`, operator);
    expect(theirs.statusCode).toBe(200);
    // Operators also see the family of a cancelled booking.
    expect(theirs.json()).toEqual({
      ...mine,
      lines: mine.lines.map((l) => ({ ...l, parentName: 'Paula Parent' })),
    });
    const payments = await get(app(), `/api/operator/parents/${parent.id}/payments`, operator);
    expect(payments.json()).toEqual(await paymentsOf(app(), parent));
    for (const url of [
      `/api/operator/nannies/${randomUUID()}/earnings`,
      `/api/operator/nannies/${parent.id}/earnings`,
      `/api/operator/parents/${nanny.id}/payments`,
    ]) {
      expect((await get(app(), url, operator)).statusCode).toBe(404);
    }
  });

  it('exports her lines as CSV, in dollars', async () => {
    const response = await get(app(), '/api/nanny/earnings.csv', nanny.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="earnings-2026-12-01.csv"',
    );
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(18);
    expect(rows[0]).toBe('date,booking,kind,minutes,hours,rate,amount,zone');
    expect(rows[1]).toBe(
      `2026-12-02,${lateByParent},late_cancellation,75,1.25,20.00,25.00,America/New_York`,
    );
    expect(rows[2]).toBe(`2026-12-01,${sixteenth},session,165,2.75,18.00,49.50,America/New_York`);
  });

  it("never tells a third account about anyone's earnings", () => {
    expect(live.stranger.messages.filter((m) => m.type === 'earnings.changed')).toEqual([]);
  });
});
