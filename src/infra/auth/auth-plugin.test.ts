import { describe, expect, it } from 'vitest';
import { allowedOrigins } from './auth-plugin.js';

describe('allowed origins for state-changing requests', () => {
  it('is exactly PUBLIC_URL for a real host', () => {
    expect([...allowedOrigins('https://rbt.example')]).toEqual(['https://rbt.example']);
  });

  it('accepts the loopback aliases on the same port for a local PUBLIC_URL, nothing else', () => {
    const origins = allowedOrigins('http://localhost:3100');
    expect(origins).toEqual(
      new Set(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100']),
    );
    expect(origins.has('http://localhost:3000')).toBe(false);
    expect(origins.has('http://evil.localhost:3100')).toBe(false);
  });
});
