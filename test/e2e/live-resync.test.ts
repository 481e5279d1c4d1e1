import { describe, expect, it } from 'vitest';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import {
  interceptLiveSocket,
  liveIndicator,
  listen,
  markPage,
  pageKeptMark,
  socketUrl,
  waitUntilLive,
} from '../helpers/e2e-live.js';
import { directory, nannyCard, newParentOnDashboard, openBookings } from '../helpers/e2e-parent.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { signedInAs } from '../helpers/test-sessions.js';
import { waitFor } from '../helpers/wait-for.js';

// The hub here resumes only within the last 10 events, so a page away for a few more must
// resync: it refetches what it shows, then follows live again, all without a reload.
const WINDOW = 10;

describe('security item 4: live resync in the browser', () => {
  const suite = browserSuite({ smtp: true, liveCatchUpEvents: WINDOW });

  it('security item 4: a parent back after more than the window refetches the directory, then follows live', async () => {
    const { baseUrl, runtime } = suite.server();
    const { page: parent } = await newParentOnDashboard(suite);
    const socket = await interceptLiveSocket(parent);
    await parent.reload();
    await openBookings(parent);
    await waitUntilLive(parent);
    await directory(parent).getByText('No approved RBTs available.', { exact: true }).waitFor();
    await markPage(parent);

    // Her socket drops; meanwhile more than the window happens, a new nanny's approval among it.
    await socket.drop();
    await liveIndicator(parent).getByText('Reconnecting…', { exact: true }).waitFor();
    const operator = await listen(socketUrl(baseUrl), {
      origin: baseUrl,
      cookie: await signedInAs(runtime, 'operator'),
    });
    let last = '';
    for (const fullName of ['Rita Resync', 'Filler One', 'Filler Two']) {
      last = (await seedApprovedNanny(runtime, { fullName })).nannyId;
    }
    // The hub has read them all, so her position has left its window.
    await waitFor(() =>
      operator.messages.some(
        (m) => (m.event as { streamId?: string } | undefined)?.streamId === `nanny-${last}`,
      ),
    );
    operator.close();

    const directoryFetches: string[] = [];
    parent.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/directory')
        directoryFetches.push(request.url());
    });
    socket.allow();
    await nannyCard(parent, 'Rita Resync').waitFor({ timeout: 20_000 });
    await waitUntilLive(parent);
    expect(new URL(socket.urls.at(-1) ?? '').searchParams.get('after')).toMatch(/^\d+$/);
    expect(directoryFetches.length).toBeGreaterThan(0);

    // Then live again: the next approval comes over the socket, without another fetch.
    const fetchesBefore = directoryFetches.length;
    await seedApprovedNanny(runtime, { fullName: 'Lara Live' });
    await nannyCard(parent, 'Lara Live').waitFor();
    expect(directoryFetches).toHaveLength(fetchesBefore);
    expect(await pageKeptMark(parent)).toBe(true);
  }, 120_000);
});
