import { describe, expect, it } from 'vitest';
import { AccountSockets } from './account-sockets.js';

describe('sockets per account', () => {
  it('lets an account hold up to the limit, then the oldest gives way to the newest', () => {
    const sockets = new AccountSockets<string>(2);
    expect(sockets.admit('a', 'a1')).toEqual([]);
    expect(sockets.admit('a', 'a2')).toEqual([]);
    expect(sockets.admit('b', 'b1')).toEqual([]);
    expect(sockets.admit('a', 'a3')).toEqual(['a1']);
    expect(sockets.admit('a', 'a4')).toEqual(['a2']);
  });

  it('frees a place when a socket closes', () => {
    const sockets = new AccountSockets<string>(2);
    sockets.admit('a', 'a1');
    sockets.admit('a', 'a2');
    sockets.release('a', 'a1');
    expect(sockets.admit('a', 'a3')).toEqual([]);
    sockets.release('a', 'a1');
    expect(sockets.admit('a', 'a4')).toEqual(['a2']);
  });
});
