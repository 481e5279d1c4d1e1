import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/infra/auth/session-store.js';
import { conversationIdOf } from '../../src/features/messages/messages.events.js';
import { countEvents } from '../helpers/event-log.js';
import { appendProductHistory, newHistoryIds } from '../helpers/product-history.js';
import { testEngine } from '../helpers/test-database.js';
import { testAppForFile } from '../helpers/test-bed.js';
import { sameOrigin } from '../helpers/test-server.js';

/**
 * ASVS 5.0 V3.5.3: sensitive functionality is never reachable with a "safe" method. The Origin
 * check (V3.5.1) covers every other method, so a GET that changed something would be the way
 * round it: every GET of the OpenAPI document, with ids that exist, as every role and signed
 * out, must leave the event log as it was.
 */

const ids = newHistoryIds();
const cookies: Record<string, string | undefined> = { anonymous: undefined };
let bookingId: string;
let reportId: string;
let draftId: string;

const server = testAppForFile({ work: false });

beforeAll(async () => {
  await server.app.ready();
  await appendProductHistory(server.runtime.eventStore, ids);
  for (const [who, accountId] of [
    ['nanny', ids.nanny],
    ['parent', ids.parent],
    ['operator', ids.operator],
  ] as const) {
    const { token } = await createSession(server.runtime.db, accountId, new Date());
    cookies[who] = `rbt_session=${token}`;
  }
  const booking = await sql<{
    id: string;
  }>`select data->>'bookingId' as id from events where type = 'BookingRequested'`.execute(
    server.runtime.db,
  );
  bookingId = booking.rows[0]!.id;
  const report = await sql<{
    id: string;
  }>`select data->>'reportId' as id from events where type = 'MessageReported'`.execute(
    server.runtime.db,
  );
  reportId = report.rows[0]!.id;
  // A booking request kept while a card is saved is not an event: the parent keeps one.
  const draft = await server.app.inject({
    method: 'POST',
    url: '/api/parent/booking-drafts',
    headers: { ...sameOrigin, cookie: cookies.parent },
    payload: {
      nannyId: ids.nanny,
      date: '2030-05-06',
      startTime: '09:00',
      endTime: '12:00',
      children: 1,
      childIds: [],
      note: 'Kept while she saves a card.',
    },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  draftId = draft.json<{ draftId: string }>().draftId;
});

function getRoutes(): string[] {
  const spec = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path);
}

/** The path with real ids of the history: the nanny, the parent, their booking. */
function withIds(path: string): string {
  return path
    .replace('{nannyId}', ids.nanny)
    .replace('{parentId}', ids.parent)
    .replace('{id}', bookingId)
    .replace('{bookingId}', bookingId)
    .replace('{kind}', 'photo-id')
    .replace('{streamId}', `account-${ids.nanny}`)
    .replace('{versionId}', ids.upload)
    .replace('{conversationId}', conversationIdOf(ids.parent, ids.nanny))
    .replace('{reportId}', reportId)
    .replace('{draftId}', draftId);
}

describe(`ASVS V3.5.3: safe methods change nothing, on ${testEngine}`, () => {
  it('V3.5.3: every GET route, with real ids, as every role and signed out, writes no event', async () => {
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const before = await countEvents(server.runtime.db);
    const answered: string[] = [];
    for (const path of routes) {
      expect(path, 'an id placeholder this test does not fill').not.toMatch(
        /\{(?!nannyId|parentId|id|bookingId|kind|streamId|versionId|conversationId|reportId|draftId)/,
      );
      for (const [who, cookie] of Object.entries(cookies)) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await server.app.inject({
            method,
            url: withIds(path),
            headers: cookie ? { cookie } : {},
          });
          expect(response.statusCode, `${method} ${path} as ${who}`).toBeLessThan(500);
          if (response.statusCode === 200) answered.push(`${path} ${who}`);
        }
      }
    }
    // The walk reached real data, not only refusals.
    expect(answered.length).toBeGreaterThan(20);
    expect(await countEvents(server.runtime.db)).toBe(before);
  });
});
