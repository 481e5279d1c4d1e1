import { createServer } from 'node:net';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { reservePort } from './reserve-port.js';

// Not a database test: it lives with the integration files because it opens real sockets.
const tryListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });

describe('reservePort', () => {
  it('holds a port outside the ephemeral range until released', async () => {
    const [low] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'))
      .trim()
      .split(/\s+/)
      .map(Number);
    const reserved = await reservePort();
    expect(reserved.port).toBeLessThan(low!);
    expect(await tryListen(reserved.port)).toBe(false);
    await reserved.release();
    expect(await tryListen(reserved.port)).toBe(true);
  });

  it('never hands out a port that is held', async () => {
    const held = await Promise.all(Array.from({ length: 20 }, () => reservePort()));
    expect(new Set(held.map((r) => r.port)).size).toBe(20);
    await Promise.all(held.map((r) => r.release()));
  });
});
