import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/app.js';
import { load } from './load.js';
import { placeOfZipNow } from '../../test/helpers/zip-places.js';
import { createSession } from '../../src/infra/auth/session-store.js';
import type { Runtime } from '../../src/runtime.js';
import { registeredEvent } from '../../test/helpers/test-sessions.js';

/** A directory of approved nannies, seeded once for both directory parts, and its runtime. */
export interface SeededDirectory {
  runtime: Runtime;
  nannies: number;
  /** The ZIP codes the nannies were seeded at (parents search from them). */
  zips?: string[];
}

/**
 * Browse Available RBTs over a seeded directory: signs a parent in, then a load generator in its
 * own process asks for the first page and a deep page over real HTTP, each for `seconds`.
 */
export async function benchDirectory({ runtime }: SeededDirectory, seconds: number): Promise<void> {
  const cookie = `rbt_session=${await signedInParent(runtime)}`;
  const app = await buildApp({ ...runtime, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  let cursor: string | null = null;
  const started = performance.now();
  for (let page = 0; page < 200; page++) {
    const response = await fetch(`${url}/api/directory${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { cookie },
    });
    cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
  }
  const sequentialMs = (performance.now() - started) / 200;
  console.log(
    `  ${'one page, sequential fetch (first 200 pages)'.padEnd(52)} ${sequentialMs.toFixed(2).padStart(7)} ms per page`,
  );

  await cannon(
    'GET /api/directory (first page), 10 connections',
    `${url}/api/directory`,
    cookie,
    seconds,
  );
  await cannon(
    'GET /api/directory (page 201, 4,800 deep), 10 conn.',
    `${url}/api/directory?cursor=${cursor}`,
    cookie,
    seconds,
  );
  await app.close();
}

/** A signed-in parent's session token; with `zip`, her home ZIP set as PUT /api/parent/home-zip sets it. */
export async function signedInParent(runtime: Runtime, zip?: string): Promise<string> {
  const parentId = randomUUID();
  const at = new Date().toISOString();
  await runtime.eventStore.append({ id: `account-${parentId}`, type: 'account' }, 0, [
    registeredEvent('parent', parentId, at),
  ]);
  if (zip !== undefined) {
    const place = placeOfZipNow(zip);
    if (!place) throw new Error(`Unknown ZIP ${zip}`);
    await runtime.eventStore.append({ id: `parent-${parentId}`, type: 'parent' }, 0, [
      { type: 'ParentHomeZipSet', data: { parentId, ...place, setAt: at } },
    ]);
  }
  return (await createSession(runtime.db, parentId, new Date())).token;
}

async function cannon(label: string, url: string, cookie: string, seconds: number) {
  // From a load generator in its own process, never this one's event loop.
  const result = await load({ url, cookie, connections: 10, durationSeconds: seconds });
  const ok = result.non2xx === 0 ? '' : ` (${result.non2xx} not 2xx!)`;
  console.log(
    `  ${label.padEnd(52)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(result.p50Ms).padStart(4)} ms   p99 ${String(result.p99Ms).padStart(4)} ms${ok}`,
  );
}
