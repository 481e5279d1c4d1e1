import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  parentAction,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { emptyCarePlan } from '../../shared/care-plans.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import {
  ALREADY_REPLIED_MESSAGE,
  ALREADY_REVIEWED_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  HIDDEN_MESSAGE,
  HIDE_REASON_MESSAGE,
  NOT_REVEALED_MESSAGE,
  REPLY_THANKS_MESSAGE,
  REVIEW_NOT_CONFIRMED_MESSAGE,
  REVIEW_THANKS_MESSAGE,
  REVIEW_WINDOW_CLOSED_MESSAGE,
  STARS_MESSAGE,
} from '../../shared/reviews.js';

// Four sessions of one family with one nanny (UTC): three confirmed on 1, 2 and 3 December at
// 14:00, one accepted and never done. Both sides review the first (revealed at the second
// review), only the parent the second (revealed when its 14 days end), the third has an
// incident; every route is tried by the wrong people; then export, raw log and replay.

let now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({ clock: () => now, timeZone: 'UTC', operator: true });
const { server, app, parent, nanny } = bed;
let otherParent: Party;
let otherNanny: Party;
const ids: string[] = [];
const [first, second, third, unfinished] = [0, 1, 2, 3];

const SECRET = {
  child: 'Zephyrine',
  phone: '555 010 2030',
  note: 'PRIVATE-NOTE-OTTER',
  familyNote: 'FAMILY-NOTE-HERON',
};

const stars = (overall: number) => ({
  overall,
  punctuality: 3,
  communication: 4,
  carePlan: 5,
  engagement: 4,
  wouldBookAgain: overall > 2,
});
const review = (i: number, body: object, cookie = parent.cookie) =>
  post(app(), `/api/bookings/${ids[i]}/review`, body, cookie);
const familyReview = (i: number, body: object, cookie = nanny.cookie) =>
  post(app(), `/api/nanny/bookings/${ids[i]}/review`, body, cookie);
const replyTo = (i: number, body: object, cookie = nanny.cookie) =>
  post(app(), `/api/nanny/bookings/${ids[i]}/review/reply`, body, cookie);
const reviewsOf = (i: number, cookie: string) =>
  get(app(), `/api/bookings/${ids[i]}/reviews`, cookie);
const profile = (cookie: string, nannyId = nanny.id) =>
  get(app(), `/api/nannies/${nannyId}/reviews`, cookie);
const queue = async (status = 'open') =>
  (await get(app(), `/api/operator/reviews?status=${status}`, bed.operator)).json<{
    reviews: { bookingId: string; incident: boolean; commentMasked: boolean }[];
  }>().reviews;
const eventCount = () => countEvents(server.runtime.db);
const family = { respectedTime: true, describedNeeds: false, privateNote: SECRET.familyNote };

beforeAll(async () => {
  otherParent = await bookingParent(server.runtime, 'Olga Other');
  otherNanny = await bookingNanny(server.runtime, { fullName: 'Nora Other' });
  const child = {
    name: SECRET.child,
    age: 6,
    plan: {
      ...emptyCarePlan(),
      emergencyContacts: [{ name: 'Jo', relation: 'Aunt', phone: '555 000 1111' }],
    },
  };
  expect((await post(app(), '/api/parent/children', child, parent.cookie)).statusCode).toBe(200);
  for (const date of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']) {
    const { response, booking } = await requestAs(app(), parent, requestBody(nanny.id, { date }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await nannyAction(app(), nanny, booking!.id, 'accept')).statusCode).toBe(200);
    ids.push(booking!.id);
  }
  for (const i of [first, second, third]) {
    const date = `2026-12-0${i + 1}`;
    now = new Date(`${date}T13:00:00Z`);
    const hours = { startTime: '09:30', endTime: '12:30' };
    const done = await nannyAction(app(), nanny, ids[i]!, 'complete', hours);
    expect(done.statusCode, done.body).toBe(200);
    now = new Date(`${date}T14:00:00Z`);
    expect((await parentAction(app(), parent, ids[i]!, 'confirm-hours')).statusCode).toBe(200);
  }
  now = new Date('2026-12-04T10:00:00Z');
});

describe(`reviews after a session on ${testEngine}`, () => {
  it('waits for the hours to be confirmed (409), writing nothing', async () => {
    const before = await eventCount();
    const early = await review(unfinished, stars(5));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: REVIEW_NOT_CONFIRMED_MESSAGE });
    expect((await familyReview(unfinished, family)).statusCode).toBe(409);
    expect(await eventCount()).toBe(before);
  });

  it('refuses every route to the other parent, the other nanny, outsiders and forged ids', async () => {
    const before = await eventCount();
    const statuses = async (calls: Promise<{ statusCode: number }>[]) =>
      (await Promise.all(calls)).map((r) => r.statusCode);
    expect(
      await statuses([
        review(first, stars(5), otherParent.cookie),
        review(first, stars(5), nanny.cookie),
        review(first, stars(5), ''),
        post(app(), '/api/bookings/forged-id/review', stars(5), parent.cookie),
        post(app(), '/api/bookings/..%2Fx/review', stars(5), parent.cookie),
        familyReview(first, family, otherNanny.cookie),
        familyReview(first, family, parent.cookie),
        familyReview(first, family, ''),
        post(app(), '/api/nanny/bookings/forged-id/review', family, nanny.cookie),
        replyTo(first, { reply: 'Hi' }, otherNanny.cookie),
        replyTo(first, { reply: 'Hi' }, parent.cookie),
        reviewsOf(first, otherParent.cookie),
        reviewsOf(first, otherNanny.cookie),
        reviewsOf(first, bed.operator),
        reviewsOf(first, ''),
        get(app(), '/api/bookings/forged-id/reviews', parent.cookie),
        profile(otherNanny.cookie),
        profile(parent.cookie, 'forged-id'),
        profile(''),
        get(app(), '/api/operator/reviews', parent.cookie),
        get(app(), '/api/operator/reviews', nanny.cookie),
        post(
          app(),
          `/api/operator/reviews/${ids[first]}/decide`,
          { decision: 'keep' },
          nanny.cookie,
        ),
        post(app(), `/api/operator/reviews/forged-id/decide`, { decision: 'keep' }, bed.operator),
        get(app(), `/api/operator/parents/${parent.id}/family-reviews`, parent.cookie),
        get(app(), `/api/operator/parents/${parent.id}/family-reviews`, nanny.cookie),
      ]),
    ).toEqual([
      404, 403, 401, 404, 404, 404, 403, 401, 404, 404, 403, 404, 404, 403, 401, 404, 404, 404, 401,
      403, 403, 403, 404, 403, 403,
    ]);
    expect(await eventCount()).toBe(before);
  });

  it('refuses stars out of range, a long comment and unknown fields (400), writing nothing', async () => {
    const before = await eventCount();
    const bad = await review(first, { ...stars(5), engagement: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: STARS_MESSAGE });
    const zero = await review(first, { ...stars(5), overall: 0 });
    expect(zero.json()).toMatchObject({ message: STARS_MESSAGE });
    const long = await review(first, { ...stars(5), comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: COMMENT_TOO_LONG_MESSAGE });
    expect((await review(first, { ...stars(5), nannyId: nanny.id })).statusCode).toBe(400);
    expect((await review(first, { ...stars(5), overall: 4.5 })).statusCode).toBe(400);
    expect((await familyReview(first, { respectedTime: 'yes' })).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it("keeps the parent's review from the nanny until she has written hers", async () => {
    const written = await review(first, {
      ...stars(2),
      comment: `Kind to ${SECRET.child}, but late. Call me on ${SECRET.phone}.`,
      privateNote: SECRET.note,
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json()).toMatchObject({
      message: REVIEW_THANKS_MESSAGE,
      reviews: {
        canReview: false,
        revealed: false,
        otherReviewed: false,
        parentReview: {
          overall: 2,
          comment: 'Kind to [hidden], but late. Call me on [hidden].',
          privateNote: SECRET.note,
        },
      },
    });
    const seen = await reviewsOf(first, nanny.cookie);
    expect(seen.json()).toMatchObject({ canReview: true, revealed: false, parentReview: null });
    expect(seen.body).not.toContain('late');
    expect((await profile(parent.cookie)).json()).toMatchObject({
      summary: { average: null, count: 0 },
      comments: [],
    });
    const again = await review(first, stars(5));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY_REVIEWED_MESSAGE });
    const early = await replyTo(first, { reply: 'Thanks' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: NOT_REVEALED_MESSAGE });
  });

  it('puts a low-rated review in the Reviews queue at once', async () => {
    const open = await queue();
    expect(open).toEqual([
      expect.objectContaining({ bookingId: ids[first], commentMasked: true, incident: false }),
    ]);
  });

  it('shows both at the moment the second review is written, never the family side to her', async () => {
    const written = await familyReview(first, family);
    expect(written.statusCode, written.body).toBe(201);
    const toNanny = (await reviewsOf(first, nanny.cookie)).json<unknown>();
    expect(toNanny).toMatchObject({
      revealed: true,
      otherReviewed: true,
      canReply: true,
      parentReview: { overall: 2, privateNote: null },
      familyReview: { respectedTime: true, describedNeeds: false },
    });
    const toParent = await reviewsOf(first, parent.cookie);
    expect(toParent.json()).toMatchObject({
      revealed: true,
      otherReviewed: true,
      familyReview: null,
    });
    expect(toParent.body).not.toContain(SECRET.familyNote);
    expect((await familyReview(first, family)).statusCode).toBe(409);
  });

  it('takes her one reply, published under the comment', async () => {
    const answered = await replyTo(first, { reply: 'Thank you, sorry for the delay.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ message: REPLY_THANKS_MESSAGE });
    const twice = await replyTo(first, { reply: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: ALREADY_REPLIED_MESSAGE });
    expect((await profile(parent.cookie)).json()).toMatchObject({
      summary: { average: null, count: 1, repeatFamilies: 1, completionRate: 100 },
      comments: [{ overall: 2, reply: 'Thank you, sorry for the delay.', commentHidden: false }],
    });
  });

  it('queues a review of a session with an incident report, whatever its stars', async () => {
    now = new Date('2026-12-04T11:00:00Z');
    const reported = await post(
      app(),
      `/api/bookings/${ids[third]}/incidents`,
      { category: 'conduct', description: 'She left the gate open.' },
      parent.cookie,
    );
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await review(third, { ...stars(4), comment: 'Fine.' })).statusCode).toBe(201);
    expect((await queue()).map((r) => [r.bookingId, r.incident])).toEqual([
      [ids[first], false],
      [ids[third], true],
    ]);
  });

  it('hides a comment only for a stated policy reason, the operator recorded; the stars count', async () => {
    const decide = (body: object) =>
      post(app(), `/api/operator/reviews/${ids[first]}/decide`, body, bed.operator);
    const before = await eventCount();
    for (const body of [{ decision: 'hide' }, { decision: 'hide', reason: 'negative' }]) {
      const refused = await decide(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: HIDE_REASON_MESSAGE });
    }
    expect((await decide({ decision: 'remove' })).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
    const hidden = await decide({ decision: 'hide', reason: 'child_details' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: HIDDEN_MESSAGE,
      review: { decision: 'hidden', hideReason: 'child_details', comment: null },
    });
    expect((await decide({ decision: 'keep' })).statusCode).toBe(409);
    const [event] = (await server.runtime.eventStore.readStream(`review-${ids[first]}`)).filter(
      (e) => e.type === 'ReviewModerated',
    );
    expect(event!.metadata).toMatchObject({ actorRole: 'operator' });
    expect((await queue()).map((r) => r.bookingId)).toEqual([ids[third]]);
    expect((await queue('decided')).map((r) => r.bookingId)).toEqual([ids[first]]);
    expect((await profile(parent.cookie)).json()).toMatchObject({
      summary: { count: 1 },
      comments: [{ overall: 2, comment: null, commentHidden: true }],
    });
  });

  it('shows a lone review exactly when its 14 days end, and closes the window then', async () => {
    now = new Date('2026-12-04T12:00:00Z');
    expect((await review(second, { ...stars(5), comment: 'Wonderful.' })).statusCode).toBe(201);
    now = new Date('2026-12-16T13:59:59.999Z');
    expect((await reviewsOf(second, nanny.cookie)).json()).toMatchObject({
      revealed: false,
      parentReview: null,
      canReview: true,
    });
    now = new Date('2026-12-16T14:00:00.000Z');
    expect((await reviewsOf(second, nanny.cookie)).json()).toMatchObject({
      revealed: true,
      otherReviewed: true,
      canReview: false,
      parentReview: { overall: 5, comment: 'Wonderful.' },
    });
    const late = await familyReview(second, family);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: REVIEW_WINDOW_CLOSED_MESSAGE });
  });

  it('shows her average from the third shown review on, newest first', async () => {
    now = new Date('2026-12-17T14:00:00.000Z');
    const seen = (await profile(parent.cookie)).json<{
      summary: object;
      comments: { bookingId: string }[];
    }>();
    expect(seen.summary).toEqual({
      average: 3.7,
      count: 3,
      repeatFamilies: 1,
      completionRate: 100,
    });
    expect(seen.comments.map((c) => c.bookingId)).toEqual([ids[second], ids[third], ids[first]]);
    expect((await profile(nanny.cookie)).statusCode).toBe(200);
  });

  it('puts her first in the directory sorted by Highest rated, her card showing the average', async () => {
    const listed = await get(app(), '/api/directory?sort=rated', parent.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    const cards = listed.json<{ nannies: { id: string; rating: object }[] }>().nannies;
    expect(cards[0]).toMatchObject({ id: nanny.id, rating: { average: 3.7, count: 3 } });
    expect(cards.find((c) => c.id === otherNanny.id)?.rating).toEqual({ average: null, count: 0 });
  });

  it('gives operators the family side in aggregate', async () => {
    const aggregate = await get(
      app(),
      `/api/operator/parents/${parent.id}/family-reviews`,
      bed.operator,
    );
    expect(aggregate.json()).toEqual({
      count: 1,
      respectedTime: 1,
      describedNeeds: 0,
      notes: [{ bookingId: ids[first], note: SECRET.familyNote }],
    });
  });

  it("puts each side's own words in her copy of her data, and the other's note in neither", async () => {
    const mine = await get(app(), '/api/account/export', parent.cookie);
    expect(mine.body).toContain(SECRET.note);
    expect(mine.body).not.toContain(SECRET.familyNote);
    const hers = await get(app(), '/api/account/export', nanny.cookie);
    expect(hers.body).toContain(SECRET.familyNote);
    expect(hers.body).not.toContain(SECRET.note);
  });

  it('never holds the texts in clear in the raw events rows', async () => {
    const { rows } = await sql<{ data: string }>`
      select data::text as data from events where stream_id like 'review-%'`.execute(
      server.runtime.db,
    );
    const log = rows.map((row) => row.data).join('\n');
    expect(log).toContain(ids[first]);
    for (const word of [SECRET.note, SECRET.familyNote, 'Wonderful', 'sorry for the delay']) {
      expect(log).not.toContain(word);
    }
  });

  it('replays the log into the same read tables', async () => {
    const report = await replayOf(server.runtime);
    expect(report).toMatchObject({ equal: true, differences: [] });
    expect(report.tables).toEqual(
      expect.arrayContaining(['review_sessions', 'nanny_reviews', 'family_reviews']),
    );
  });

  it("erases the parent's words with her account; her stars still count", async () => {
    const erased = await post(app(), `/api/operator/accounts/${parent.id}/erase`, {}, bed.operator);
    expect(erased.statusCode, erased.body).toBe(200);
    const { rows } = await sql<{ data: string }>`
      select row_to_json(r)::text as data from nanny_reviews r`.execute(server.runtime.db);
    const table = rows.map((row) => row.data).join('\n');
    expect(rows).toHaveLength(3);
    expect(table).not.toContain(SECRET.note);
    expect(table).not.toContain('Wonderful');
  });
});
