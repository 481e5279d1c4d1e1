import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  nannyAction,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { seedSessions } from '../../../test/helpers/earnings-seed.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import {
  ALREADY_DECIDED_MESSAGE,
  ALREADY_REPORTED_MESSAGE,
  CATEGORY_MESSAGE,
  DESCRIPTION_MISSING_MESSAGE,
  DESCRIPTION_TOO_LONG_MESSAGE,
  INCIDENT_NOT_FOUND_MESSAGE,
  NOT_A_SESSION_MESSAGE,
  NOT_STARTED_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  REPORT_THANKS_MESSAGE,
  WINDOW_CLOSED_MESSAGE,
} from '../../shared/incidents.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';
import { castTestBed } from '../../../test/helpers/test-bed.js';

let now = new Date('2026-11-21T12:00:00Z');
const bed = castTestBed({ clock: () => now, timeZone: 'America/New_York', work: false });
const { server, app, parent, nanny, stranger, live } = bed;
let operator: string;
let sessions: string[];
type Incident = { id: string; [field: string]: unknown };

beforeAll(async () => {
  operator = bed.operator;
  // 2026-11-19 and 2026-11-20, 09:00–12:00 in New York, confirmed.
  sessions = await seedSessions(server.runtime, {
    nannyId: nanny.id,
    parentId: parent.id,
    count: 2,
  });
});

const report = (who: Party, bookingId: string, body: object) =>
  post(app(), `/api/bookings/${bookingId}/incidents`, body, who.cookie);
const listFor = async (who: Party, bookingId: string) =>
  (await get(app(), `/api/bookings/${bookingId}/incidents`, who.cookie)).json<{
    incidents: Incident[];
  }>().incidents;
const queue = async (status: 'open' | 'decided') =>
  (await get(app(), `/api/operator/incidents?status=${status}`, operator)).json<{
    incidents: Incident[];
  }>().incidents;
const decide = (id: string, body: object) =>
  post(app(), `/api/operator/incidents/${id}/decide`, body, operator);
const late = { category: 'late_arrival', description: '  She came 40 minutes late.  ' };
let parentReport: Incident;
let nannyReport: Incident;

describe(`incident reports on ${testEngine}`, () => {
  it("takes a parent's report on her session and tells both parties and operators", async () => {
    const response = await report(parent, sessions[1]!, late);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; incident: Incident }>();
    expect(body.message).toBe(REPORT_THANKS_MESSAGE);
    expect(body.incident).toEqual({
      id: expect.any(String) as string,
      bookingId: sessions[1],
      nannyId: nanny.id,
      nannyName: 'Bea Bookable',
      parentId: parent.id,
      parentName: 'Paula Parent',
      reportedBy: 'parent',
      category: 'late_arrival',
      description: 'She came 40 minutes late.',
      status: 'open',
      note: null,
      reportedAt: now.toISOString(),
      decidedAt: null,
      mine: true,
      date: '2026-11-20',
      startTime: '09:00',
      endTime: '12:00',
    });
    parentReport = body.incident;
    const changed = (m: Record<string, unknown>) =>
      m.incidentId === parentReport.id && m.bookingId === sessions[1] && m.status === 'open';
    await live.nanny.next('incident.changed', changed);
    await live.parent.next('incident.changed', changed);
    await live.operator.next('incident.changed', changed);
  });

  it('shows the nanny that a report was made, never what the parent wrote', async () => {
    expect(await listFor(nanny, sessions[1]!)).toEqual([
      { ...parentReport, description: null, mine: false },
    ]);
  });

  it("takes the nanny's own report on the same session, once", async () => {
    const first = await report(nanny, sessions[1]!, {
      category: 'safety',
      description: 'The gate was left open.',
    });
    expect(first.statusCode, first.body).toBe(201);
    nannyReport = first.json<{ incident: Incident }>().incident;
    expect(nannyReport).toMatchObject({ reportedBy: 'nanny', mine: true, category: 'safety' });
    const before = await countEvents(server.runtime.db);
    const again = await report(nanny, sessions[1]!, late);
    expect({ status: again.statusCode, body: again.json<unknown>() }).toEqual({
      status: 409,
      body: { code: 'conflict', message: ALREADY_REPORTED_MESSAGE },
    });
    expect(await countEvents(server.runtime.db)).toBe(before);
  });

  it('refuses every bad report with a clear 4xx and writes nothing', async () => {
    const future = (await requestAs(app(), parent, requestBody(nanny.id))).booking!;
    const pending = (await requestAs(app(), parent, requestBody(nanny.id, { date: '2026-12-02' })))
      .booking!;
    expect((await nannyAction(app(), nanny, future.id, 'accept')).statusCode).toBe(200);
    const cases: [string, Party, string, object, number, string][] = [
      ["someone else's booking", stranger, sessions[0]!, late, 404, 'Booking not found.'],
      ['an unknown booking', parent, randomUUID(), late, 404, 'Booking not found.'],
      [
        'an empty description',
        parent,
        sessions[0]!,
        { ...late, description: '  ' },
        400,
        DESCRIPTION_MISSING_MESSAGE,
      ],
      [
        'a description over 2,000',
        parent,
        sessions[0]!,
        { ...late, description: 'x'.repeat(2001) },
        400,
        DESCRIPTION_TOO_LONG_MESSAGE,
      ],
      [
        'hidden characters',
        parent,
        sessions[0]!,
        { ...late, description: 'Late\u202e.' },
        400,
        hiddenCharactersMessage('Description'),
      ],
      [
        'an unknown category',
        parent,
        sessions[0]!,
        { ...late, category: 'weather' },
        400,
        CATEGORY_MESSAGE,
      ],
      ['a session not yet started', parent, future.id, late, 409, NOT_STARTED_MESSAGE],
      ['a request never accepted', parent, pending.id, late, 409, NOT_A_SESSION_MESSAGE],
    ];
    const before = await countEvents(server.runtime.db);
    for (const [name, who, bookingId, body, status, message] of cases) {
      const response = await report(who, bookingId, body);
      expect({
        name,
        status: response.statusCode,
        message: response.json<{ message: string }>().message,
      }).toEqual({ name, status, message });
    }
    const extra = await report(parent, sessions[0]!, { ...late, bookingId: 'x' });
    expect(extra.statusCode).toBe(400);
    // The first session ended 2026-11-19 17:00 UTC: its window closed 7 days later.
    now = new Date('2026-11-26T17:00:01Z');
    const closed = await report(parent, sessions[0]!, late);
    expect({
      status: closed.statusCode,
      message: closed.json<{ message: string }>().message,
    }).toEqual({ status: 409, message: WINDOW_CLOSED_MESSAGE });
    now = new Date('2026-11-21T12:00:00Z');
    expect(await countEvents(server.runtime.db)).toBe(before);
    expect(await listFor(parent, sessions[0]!)).toEqual([]);
  });

  it("answers someone else's booking's reports as not found", async () => {
    const response = await get(app(), `/api/bookings/${sessions[1]}/incidents`, stranger.cookie);
    expect(response.statusCode).toBe(404);
  });

  it('queues open reports for operators, safety first, with what was written', async () => {
    expect(await queue('open')).toEqual([
      { ...nannyReport, mine: false },
      { ...parentReport, mine: false },
    ]);
    expect(await queue('decided')).toEqual([]);
  });

  it('lets an operator decide a report once, with a note both parties read', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const response = await decide(parentReport.id, { significant: true, note: ' Confirmed. ' });
    expect(response.statusCode, response.body).toBe(200);
    const decided = response.json<{ message: string; incident: Incident }>();
    expect(decided.message).toBe('Decided: significant. The session no longer counts as clean.');
    expect(decided.incident).toMatchObject({
      status: 'significant',
      note: 'Confirmed.',
      decidedAt: now.toISOString(),
      description: 'She came 40 minutes late.',
    });
    await live.nanny.next(
      'incident.changed',
      (m) => m.incidentId === parentReport.id && m.status === 'significant',
    );
    const before = await countEvents(server.runtime.db);
    const twice = await decide(parentReport.id, { significant: false, note: '' });
    expect({
      status: twice.statusCode,
      message: twice.json<{ message: string }>().message,
    }).toEqual({ status: 409, message: ALREADY_DECIDED_MESSAGE });
    const unknown = await decide(randomUUID(), { significant: false, note: '' });
    expect({
      status: unknown.statusCode,
      message: unknown.json<{ message: string }>().message,
    }).toEqual({ status: 404, message: INCIDENT_NOT_FOUND_MESSAGE });
    const long = await decide(nannyReport.id, { significant: false, note: 'x'.repeat(1001) });
    expect({ status: long.statusCode, message: long.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: NOTE_TOO_LONG_MESSAGE,
    });
    const noBoolean = await decide(nannyReport.id, { significant: 'yes', note: '' });
    expect(noBoolean.statusCode).toBe(400);
    expect(await countEvents(server.runtime.db)).toBe(before);
  });

  it('shows the outcome to both parties and moves decided reports out of the queue', async () => {
    now = new Date('2026-11-22T11:00:00Z');
    const response = await decide(nannyReport.id, { significant: false, note: '' });
    expect(response.json<{ message: string }>().message).toBe('Decided: not significant.');
    const parentSees = await listFor(parent, sessions[1]!);
    expect(parentSees).toMatchObject([
      { id: parentReport.id, status: 'significant', note: 'Confirmed.', mine: true },
      { id: nannyReport.id, status: 'not_significant', note: '', description: null, mine: false },
    ]);
    expect(await queue('open')).toEqual([]);
    expect((await queue('decided')).map((i) => i.id)).toEqual([nannyReport.id, parentReport.id]);
  });

  it('never tells a third account about a report', () => {
    expect(live.stranger.messages.filter((m) => m.type === 'incident.changed')).toEqual([]);
  });
});
