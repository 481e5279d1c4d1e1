import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './live-url';

describe('the live socket address', () => {
  it('is the page origin, secure when the page is', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' }, null)).toBe(
      'ws://127.0.0.1:3000/ws',
    );
    expect(liveSocketUrl({ protocol: 'https:', host: 'rbt.example' }, null)).toBe(
      'wss://rbt.example/ws',
    );
  });

  it('resumes after the last position seen', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'rbt.example' }, 0)).toBe(
      'wss://rbt.example/ws?after=0',
    );
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:5173' }, 1234)).toBe(
      'ws://localhost:5173/ws?after=1234',
    );
  });
});
