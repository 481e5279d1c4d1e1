import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestApp } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import {
  CONTACT_REQUIRED_MESSAGE,
  emptyCarePlan,
  MEDICATION_NAME_MESSAGE,
  NOT_YOUR_CHILDREN_MESSAGE,
  PLAN_CHANGED_WHILE_READING_MESSAGE,
  PLAN_NOT_SHARED_MESSAGE,
  type CarePlan,
} from '../../shared/care-plans.js';

// The scripted history: a family with two children and their plans, a booking for one of them,
// the nanny's view before and after she accepts, her acknowledgement, a plan changed after it,
// then the privacy scans and replay-and-verify; on both databases.

let server: Awaited<ReturnType<typeof startTestApp>>;
let now = new Date('2026-11-21T12:00:00Z');
let parent: Party;
let otherParent: Party;
let nanny: Party;
let otherNanny: Party;
let operator: string;
const app = () => server.app;

/** Words that must never reach anyone the rules do not allow, nor the raw log. */
const SECRET = {
  name: 'Zephyrine',
  sibling: 'Quillon',
  communication: 'Signs MOONLIGHT-BANANA for more',
  allergies: 'Tree nuts (EPIPEN-IN-BLUE-BAG)',
  siblingTriggers: 'Hand dryers HUMMINGBIRD-CODE',
  contact: 'Grandma Ottoline',
};
const plan = (changes: Partial<CarePlan> = {}): CarePlan => ({
  ...emptyCarePlan(),
  communication: SECRET.communication,
  allergies: SECRET.allergies,
  medications: [{ name: 'Melatonin', dose: '1 mg', time: '19:00', mayGive: false }],
  emergencyContacts: [{ name: SECRET.contact, relation: 'Grandmother', phone: '555 010 2030' }],
  ...changes,
});

const put = (url: string, payload: object, cookie: string) =>
  app().inject({ method: 'PUT', url, payload, headers: { ...sameOrigin, cookie } });
const eventCount = () => countEvents(server.runtime.db);
interface ChildJson {
  id: string;
  name: string;
  age: number;
  version: number;
  plan: CarePlan;
  generalNotes: string | null;
}
const childrenOf = async (who: Party) =>
  (await get(app(), '/api/parent/children', who.cookie)).json<{
    children: ChildJson[];
    multipleChildren: boolean;
  }>();
const plansOf = (bookingId: string, cookie: string) =>
  get(app(), `/api/bookings/${bookingId}/care-plans`, cookie);

let first: ChildJson;
let second: ChildJson;
let bookingId: string;

beforeAll(async () => {
  server = await startTestApp({ clock: () => now, config: { timeZone: 'UTC' }, work: false });
  parent = await bookingParent(server.runtime);
  otherParent = await bookingParent(server.runtime, 'Olga Other');
  nanny = await bookingNanny(server.runtime);
  otherNanny = await bookingNanny(server.runtime);
  operator = await signedInAs(server.runtime, 'operator');
});
afterAll(() => server.close());

describe(`children and care plans on ${testEngine}`, () => {
  it("adds two children, the first showing the profile's special considerations", async () => {
    const added = await post(
      app(),
      '/api/parent/children',
      { name: ` ${SECRET.name} `, age: 6, plan: plan() },
      parent.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Child added.' });
    const sibling = {
      name: SECRET.sibling,
      age: 9,
      plan: plan({ triggers: SECRET.siblingTriggers }),
    };
    expect((await post(app(), '/api/parent/children', sibling, parent.cookie)).statusCode).toBe(
      200,
    );
    const family = await childrenOf(parent);
    expect(family.multipleChildren).toBe(true);
    [first, second] = family.children as [ChildJson, ChildJson];
    expect(first).toMatchObject({ name: SECRET.name, age: 6, version: 1 });
    expect(first.generalNotes).toBe('Autism; loves trains.');
    expect(second).toMatchObject({ name: SECRET.sibling, version: 1, generalNotes: null });
    expect(second.plan.medications[0]).toEqual({
      name: 'Melatonin',
      dose: '1 mg',
      time: '19:00',
      mayGive: false,
    });
  });

  it("refuses bad plans with the form's messages and writes nothing", async () => {
    const before = await eventCount();
    const cases: [object, number, string][] = [
      [
        { name: 'Kid', age: 3, plan: plan({ emergencyContacts: [] }) },
        400,
        CONTACT_REQUIRED_MESSAGE,
      ],
      [
        {
          name: 'Kid',
          age: 3,
          plan: plan({ medications: [{ name: '', dose: '2 ml', time: '', mayGive: true }] }),
        },
        400,
        MEDICATION_NAME_MESSAGE,
      ],
      [
        { name: 'Kid', age: 3, plan: plan({ routines: 'x'.repeat(2001) }) },
        400,
        'Routines must be at most 2,000 characters.',
      ],
      [
        { name: 'K'.repeat(51), age: 3, plan: plan() },
        400,
        "The child's name must be at most 50 characters.",
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(app(), '/api/parent/children', body, parent.cookie);
      expect({
        status: response.statusCode,
        message: response.json<{ message: string }>().message,
      }).toEqual({
        status,
        message,
      });
    }
    // Another family's child is not found in hers; a nanny may not add children at all.
    const theirs = await put(
      `/api/parent/children/${first.id}`,
      { name: 'X', age: 1, plan: plan() },
      otherParent.cookie,
    );
    expect(theirs.statusCode).toBe(404);
    const byNanny = await post(
      app(),
      '/api/parent/children',
      { name: 'X', age: 1, plan: plan() },
      nanny.cookie,
    );
    expect(byNanny.statusCode).toBe(403);
    expect((await childrenOf(otherParent)).children).toEqual([]);
    expect(await eventCount()).toBe(before);
  });

  it('books for her own children only', async () => {
    const before = await eventCount();
    const foreign = await requestAs(
      app(),
      otherParent,
      requestBody(nanny.id, { childIds: [first.id] }),
    );
    expect(foreign.response.statusCode).toBe(400);
    expect(foreign.response.json()).toMatchObject({ message: NOT_YOUR_CHILDREN_MESSAGE });
    const twice = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, { childIds: [first.id, first.id] }),
    );
    expect(twice.response.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
    const { response, booking } = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, { childIds: [first.id], children: 1 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(booking).toMatchObject({ childIds: [first.id], carePlanAcknowledgedAt: null });
    bookingId = booking!.id;
  });

  it('shows the asked nanny only ages and headings before she accepts', async () => {
    const response = await plansOf(bookingId, nanny.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      access: 'outline',
      children: [
        {
          id: first.id,
          age: 6,
          headings: [
            'General notes',
            'Communication',
            'Allergies',
            'Medications',
            'Emergency contacts',
          ],
          name: null,
          version: null,
          plan: null,
          generalNotes: null,
        },
      ],
      acknowledgement: null,
    });
    for (const word of Object.values(SECRET)) expect(response.body).not.toContain(word);
    expect(response.body).not.toContain('Autism');
  });

  it("shows a booking's plans to nobody else", async () => {
    expect((await plansOf(bookingId, otherNanny.cookie)).statusCode).toBe(404);
    expect((await plansOf(bookingId, otherParent.cookie)).statusCode).toBe(404);
  });

  it('shows her the whole plan of the booked child only once she accepts; operators too, recorded', async () => {
    expect((await nannyAction(app(), nanny, bookingId, 'accept')).statusCode).toBe(200);
    const response = await plansOf(bookingId, nanny.cookie);
    const body = response.json<{ children: ChildJson[]; acknowledgement: object }>();
    expect(body.children.map((c) => c.name)).toEqual([SECRET.name]);
    expect(body.children[0]!.plan.allergies).toBe(SECRET.allergies);
    expect(response.body).not.toContain(SECRET.sibling);
    expect(response.body).not.toContain(SECRET.siblingTriggers);
    expect(body.acknowledgement).toEqual({ acknowledgedAt: null, current: false, changes: [] });
    expect((await plansOf(bookingId, operator)).statusCode).toBe(200);
    const looks = await server.runtime.db
      .selectFrom('access_log')
      .select(['viewer_role', 'item'])
      .where('owner_id', '=', parent.id)
      .where('item', '=', 'care-plan')
      .orderBy('viewer_role')
      .execute();
    expect(looks).toEqual([
      { viewer_role: 'nanny', item: 'care-plan' },
      { viewer_role: 'operator', item: 'care-plan' },
    ]);
  });

  it('records her acknowledgement, and asks again naming what changed after it', async () => {
    const ack = (versions: object[], cookie = nanny.cookie) =>
      post(app(), `/api/nanny/bookings/${bookingId}/care-plan/acknowledge`, { versions }, cookie);
    const byOther = await ack([{ childId: first.id, version: 1 }], otherNanny.cookie);
    expect(byOther.statusCode).toBe(404);
    now = new Date('2026-11-25T09:00:00Z');
    const done = await ack([{ childId: first.id, version: 1 }]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Thank you: the family can see that you read the care plan.',
      acknowledgement: { acknowledgedAt: now.toISOString(), current: true, changes: [] },
    });
    const seenByParent = await plansOf(bookingId, parent.cookie);
    expect(seenByParent.json()).toMatchObject({ acknowledgement: { current: true } });

    now = new Date('2026-11-26T09:00:00Z');
    const edited = await put(
      `/api/parent/children/${first.id}`,
      { name: SECRET.name, age: 6, plan: plan({ allergies: `${SECRET.allergies}; sesame` }) },
      parent.cookie,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Care plan saved.' });
    const again: unknown = (await plansOf(bookingId, nanny.cookie)).json();
    expect(again).toMatchObject({
      acknowledgement: {
        current: false,
        changes: [{ childId: first.id, name: SECRET.name, headings: ['Allergies'] }],
      },
    });
    const before = await eventCount();
    const stale = await ack([{ childId: first.id, version: 1 }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: PLAN_CHANGED_WHILE_READING_MESSAGE });
    expect(await eventCount()).toBe(before);
    const current = await ack([{ childId: first.id, version: 2 }]);
    expect(current.json()).toMatchObject({ acknowledgement: { current: true, changes: [] } });
  });

  it('keeps the plans from her from 7 days after the session', async () => {
    now = new Date('2026-12-08T12:30:00Z');
    const response = await plansOf(bookingId, nanny.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: PLAN_NOT_SHARED_MESSAGE });
    expect((await plansOf(bookingId, parent.cookie)).statusCode).toBe(200);
  });

  it("puts her children in her copy of her data, and none of it in the nanny's", async () => {
    const mine = await get(app(), '/api/account/export', parent.cookie);
    const copy = mine.json<{ children: { name: string; carePlanVersions: unknown[] }[] }>();
    expect(copy.children.map((c) => c.name)).toEqual([SECRET.name, SECRET.sibling]);
    expect(copy.children[0]!.carePlanVersions).toHaveLength(2);
    const hers = await get(app(), '/api/account/export', nanny.cookie);
    for (const word of Object.values(SECRET)) expect(hers.body).not.toContain(word);
  });

  it('never holds a name or plan text in clear in the raw events rows', async () => {
    const { rows } = await sql<{ data: string }>`
      select data::text as data from events`.execute(server.runtime.db);
    const log = rows.map((row) => row.data).join('\n');
    expect(log).toContain(first.id);
    for (const word of Object.values(SECRET)) expect(log).not.toContain(word);
  });

  it('replays the log into the same read tables', async () => {
    const report = await replayOf(server.runtime);
    expect(report).toMatchObject({ equal: true, differences: [] });
    expect(report.tables).toEqual(
      expect.arrayContaining(['children', 'care_plan_versions', 'care_plan_families', 'bookings']),
    );
  });

  it('erases her children and plans with her account', async () => {
    const erased = await post(app(), `/api/operator/accounts/${parent.id}/erase`, {}, operator);
    expect(erased.statusCode, erased.body).toBe(200);
    const { rows } = await sql<{ data: string }>`
      select row_to_json(c)::text as data from children c
      union all select row_to_json(v)::text from care_plan_versions v`.execute(server.runtime.db);
    expect(rows.length).toBeGreaterThan(0);
    const tables = rows.map((row) => row.data).join('\n');
    for (const word of Object.values(SECRET)) expect(tables).not.toContain(word);
    expect(tables).not.toContain('Melatonin');
  });
});
