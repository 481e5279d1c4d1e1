import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { steadyLoad } from './steady-load.js';

const ANSWER_MS = 40;
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A server that answers each request after ANSWER_MS, 503 to /busy, recording what it was asked. */
async function slowServer() {
  const asked: { path: string; cookie: string }[] = [];
  const posted: { path: string; origin?: string; type?: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '';
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { origin, 'content-type': type } = request.headers;
        posted.push({ path, origin, type, body });
      });
    } else {
      asked.push({ path, cookie: request.headers.cookie ?? '' });
    }
    setTimeout(() => {
      response.statusCode = path === '/busy' ? 503 : 200;
      response.end('ok');
    }, ANSWER_MS);
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/page`, asked, posted };
}

describe('steadyLoad', () => {
  it('times a request from when it was due, so the wait for a free socket counts', async () => {
    const { url } = await slowServer();
    // 20 requests due 10 ms apart, one socket, 40 ms an answer: the k-th is answered no sooner
    // than k × 40 ms after the start and was due (k - 1) × 10 ms after it, so it waited at least
    // 30k + 10 ms. The median is the 10th (310 ms or more), the p99 the 19th (580 ms or more);
    // timed from when each was sent, every one would take about 40 ms. (Less up to a millisecond
    // an answer: a timer counts from the event loop's clock, read at the start of its turn.)
    const figures = await steadyLoad(
      { url, cookie: 'c=1', connections: 1, durationSeconds: 0.2 },
      100,
    );
    expect(figures.total).toBe(20);
    expect(figures.non2xx).toBe(0);
    expect(figures.p50Ms).toBeGreaterThanOrEqual(300);
    expect(figures.p99Ms).toBeGreaterThanOrEqual(560);
  });

  it('asks the given paths with their own cookies in turn and counts what was not 2xx', async () => {
    const { url, asked } = await slowServer();
    const gets = [
      { path: '/a', cookie: 'who=ann' },
      { path: '/busy', cookie: 'who=bea' },
      { path: '/c', cookie: 'who=cal' },
    ];
    const figures = await steadyLoad(
      { url, cookie: '', connections: 1, durationSeconds: 1, gets },
      6,
    );
    expect(asked).toEqual([...gets, ...gets]);
    expect(figures.total).toBe(6);
    expect(figures.non2xx).toBe(2);
  });

  it('sends each POST once, with its origin and JSON body, however long the window', async () => {
    const { url, posted } = await slowServer();
    const post = (path: string, n: number) => ({
      path,
      cookie: `who=${n}`,
      origin: 'http://app.test',
      body: JSON.stringify({ n }),
    });
    const posts = [post('/a', 1), post('/busy', 2), post('/c', 3)];
    const figures = await steadyLoad(
      { url, cookie: '', connections: 2, durationSeconds: 60, posts },
      20,
    );
    expect(figures.total).toBe(3);
    expect(figures.non2xx).toBe(1);
    // Two sockets: on a busy machine one may overtake the other, so in any order.
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(posted.sort(byPath)).toEqual(
      posts.map(({ path, origin, body }) => ({ path, origin, type: 'application/json', body })),
    );
  });
});
