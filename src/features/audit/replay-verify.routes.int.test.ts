import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { rebuildProjections } from '../../infra/projections/rebuild.js';
import type { ReplayReport } from '../../infra/projections/replay-verify.js';
import { appendProductHistory, newHistoryIds } from '../../../test/helpers/product-history.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

let operator: string;
let events: number;
const ids = newHistoryIds();

const server = testAppForFile({ work: false });

beforeAll(async () => {
  operator = await signedInAs(server.runtime, 'operator');
  events = 1 + (await appendProductHistory(server.runtime.eventStore, ids));
});

const replay = async () => {
  const response = await post(server.app, '/api/operator/replay-verify', {}, operator);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReplayReport>();
};

describe(`POST /api/operator/replay-verify on ${testEngine}`, () => {
  it('reports equal read tables after the history, with what it replayed', async () => {
    const report = await replay();
    expect(report).toMatchObject({ equal: true, events, differences: [], truncated: false });
    expect(report.tables).toEqual(server.runtime.projections.tables);
  });

  it("reports a cell changed behind the log's back", async () => {
    const { db } = server.runtime;
    await sql`update parent_profiles set multiple_children = false where parent_id = ${ids.parent}`.execute(
      db,
    );
    expect((await replay()).differences).toEqual([
      {
        table: 'parent_profiles',
        key: ids.parent,
        column: 'multiple_children',
        live: false,
        replayed: true,
      },
    ]);
    await rebuildProjections(db, server.runtime.catalog, server.runtime.projections);
    expect((await replay()).equal).toBe(true);
  });

  it('answers two runs asked at once with one replay', async () => {
    const [a, b] = await Promise.all([replay(), replay()]);
    expect(a).toEqual(b);
  });

  it('is refused without our Origin, like every state-changing request', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/operator/replay-verify',
      headers: { cookie: operator, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});
